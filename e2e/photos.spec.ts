import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { memberWith } from './support/members.js';
import { matchedPair } from './support/pairs.js';

/** A photo of one colour, as a phone would send a PNG. */
const photo = async (name: string, background: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 240, height: 240, channels: 3, background } })
    .png()
    .toBuffer(),
});

/** The photos in the editor's grid, in their order, by their files. */
const gridSrcs = (editor: Locator) =>
  editor
    .getByRole('list', { name: 'Your photos' })
    .getByRole('img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));

/** Drags one element onto another with the mouse, in small steps as a hand would. */
async function drag(page: Page, from: Locator, to: Locator) {
  const [a, b] = [await from.boundingBox(), await to.boundingBox()];
  await page.mouse.move(a!.x + a!.width / 2, a!.y + a!.height / 2);
  await page.mouse.down();
  await page.mouse.move(b!.x + b!.width / 2, b!.y + b!.height / 2, { steps: 12 });
  await page.mouse.move(b!.x + b!.width / 2 + 2, b!.y + b!.height / 2, { steps: 2 });
  await page.mouse.up();
}

test('three photos reordered and the main one shown on a match card', async ({ browser }) => {
  test.setTimeout(120_000);
  const zipCode = ['10024', '10025', '10026', '10027', '10028'][Math.floor(Math.random() * 5)]!;
  const him = await (await browser.newContext()).newPage();
  const her = await (await browser.newContext()).newPage();
  const hisId = await matchedPair(him, her, zipCode);

  // He adds three photos in the profile editor; each is saved as it is added.
  await him.goto('/user');
  await him.getByRole('button', { name: 'Edit Profile' }).click();
  const editor = him.getByRole('dialog', { name: 'Edit Profile' });
  for (const [i, colour] of ['#b0476b', '#3a8f85', '#e0a030'].entries()) {
    await editor.getByLabel('Add photo').setInputFiles(await photo(`p${i}.png`, colour));
    await expect(editor.getByRole('img', { name: `Photo ${i + 1} of ${i + 1}` })).toBeVisible();
  }
  await expect(editor.getByRole('img', { name: 'Photo 1 of 3, your main photo' })).toBeVisible();
  await expect(editor.getByText('Main photo', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(him, 'photo manager with three photos');
  const [a, b, c] = (await gridSrcs(editor)) as [string, string, string];

  // She sees his three photos on his card, blurred (none of his own files), main first.
  await her.goto('/user?section=matches');
  const card = her.locator(`[aria-labelledby="match-${hisId}"]`);
  const strip = card.getByRole('list', { name: /^Photos of / }).getByRole('img');
  await expect(strip).toHaveCount(3);
  await expect(strip.first()).toHaveAccessibleName(/photo 1 of 3, blurred until you both reveal$/);
  const blurred = await strip.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
  expect(blurred.some((src) => [a, b, c].includes(src!))).toBe(false);
  const cardPhoto = card.locator('img').first();
  await expect(cardPhoto).toHaveAttribute('src', blurred[0]!);

  // With the buttons: the third becomes main, then the new first moves one later.
  await editor.getByRole('button', { name: 'Make photo 3 your main photo' }).click();
  await expect.poll(() => gridSrcs(editor)).toEqual([c, a, b]);
  await expect(editor.getByRole('img', { name: 'Photo 1 of 3, your main photo' })).toHaveAttribute(
    'src',
    c,
  );
  await editor.getByRole('button', { name: 'Move photo 1 later' }).click();
  await expect.poll(() => gridSrcs(editor)).toEqual([a, c, b]);

  // With a drag: the second photo's handle onto the first photo, once the last move is saved
  // (the tiles do not drag while a change is on its way).
  await expect(editor.locator('[aria-busy="true"]')).toHaveCount(0);
  await drag(
    him,
    editor.getByRole('button', { name: 'Drag photo 2 to reorder' }),
    editor.getByRole('img', { name: 'Photo 1 of 3, your main photo' }),
  );
  await expect.poll(() => gridSrcs(editor)).toEqual([c, a, b]);
  // Saved, not only shown: the server's order, its main photo mirrored as the avatar.
  await expect
    .poll(async () => {
      const me = (await (await him.request.get('/api/profile')).json()) as {
        avatarUrl: string;
        photos: { url: string }[];
      };
      return [me.avatarUrl, ...me.photos.map((p) => p.url)];
    })
    .toEqual([c, c, a, b]);

  // Her card now shows his new main photo, blurred: the copy that was third.
  await her.reload();
  await expect(cardPhoto).toHaveAttribute('src', blurred[2]!);
  await expect
    .poll(() => strip.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src'))))
    .toEqual([blurred[2], blurred[0], blurred[1]]);
  await expect
    .poll(() => cardPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(96);
});

test('a seventh photo is refused with a clear message, and the six stay', async ({ page }) => {
  test.setTimeout(60_000);
  await memberWith(page);
  await page.goto('/user');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Profile' });
  const colours = ['#111111', '#333333', '#555555', '#777777', '#999999', '#bbbbbb', '#dddddd'];
  const files = await Promise.all(colours.map((colour, i) => photo(`p${i}.png`, colour)));
  // Seven chosen at once: six are added, the seventh is refused before it is sent.
  await editor.getByLabel('Add photo').setInputFiles(files);
  await expect(editor.getByRole('img', { name: 'Photo 6 of 6' })).toBeVisible({ timeout: 20_000 });
  await expect(editor.getByRole('alert')).toHaveText(
    'You can have up to 6 photos. Remove one to add another.',
  );
  await expect(editor.getByLabel('Add photo')).toHaveCount(0);

  // Another tab still showing five sends a seventh: the server refuses it the same way.
  const refused = await page.request.post('/api/profile/photos', {
    headers: { origin: new URL(page.url()).origin },
    multipart: { file: files[6]! },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
    'TOO_MANY_PHOTOS',
  );

  await editor.getByRole('button', { name: 'Remove photo 1' }).click();
  await expect(editor.getByRole('img', { name: 'Photo 5 of 5' })).toBeVisible();
  await expect(editor.getByLabel('Add photo')).toHaveCount(1);
});
