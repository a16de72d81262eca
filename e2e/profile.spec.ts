import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { memberWith } from './support/members.js';

// A valid 1 x 1 PNG: enough for the server to decode and re-encode.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const completionCard = (page: Page) =>
  page.getByRole('listitem').filter({ hasText: 'Profile Completion' });

test('a member edits the profile from the home, adds a photo, and the completion follows', async ({
  page,
}) => {
  await memberWith(page);
  await page.goto('/user');
  await expect(completionCard(page)).toContainText('11%');

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(editor.getByLabel('Name', { exact: true })).toHaveValue('Robin Tester');
  await expectNoSeriousA11yViolations(page, 'profile editor');

  await editor.getByLabel('Age').fill('34');
  await editor.getByLabel('Location').fill('Lisbon');
  await editor.getByLabel('Occupation').fill('Architect');
  await editor.getByLabel('Looking for').selectOption({ label: 'Long-term' });
  await editor.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page.getByText('Profile Updated')).toBeVisible();
  await expect(editor).toBeHidden();
  // Name, age, location, occupation and looking for: 5 of 9.
  await expect(completionCard(page)).toContainText('56%');

  // The account menu opens the same editor, with the saved values.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
  await expect(editor.getByLabel('Age')).toHaveValue('34');
  // A photo is saved as soon as it is added.
  await editor
    .getByLabel('Add photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(editor.getByRole('img', { name: 'Photo 1 of 1, your main photo' })).toBeVisible();
  await editor.getByRole('button', { name: 'Save Changes' }).click();

  await expect(editor).toBeHidden();
  await expect(completionCard(page)).toContainText('67%');
  const avatar = page.locator('img[src^="/api/files/avatars/"]').first();
  await expect(avatar).toBeVisible();
  // Visible is not loaded: on a busy machine the file can take a moment to arrive and decode.
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(page.getByRole('button', { name: /Account menu/ }).locator('img')).toHaveAttribute(
    'src',
    /^\/api\/files\/avatars\/.+\.webp$/,
  );
});

test('an age of 17 is refused in the editor, and a text file posing as a PNG by the server', async ({
  page,
}) => {
  await memberWith(page);
  await page.goto('/user');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Profile' });

  await editor.getByLabel('Age').fill('17');
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editor.getByText('You must be at least 18.')).toBeVisible();
  await expect(editor.getByLabel('Age')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page, 'profile editor with an error');

  await editor.getByLabel('Age').fill('30');
  await expect(editor.getByText('You must be at least 18.')).toBeHidden();
  await editor.getByLabel('Add photo').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture at all'),
  });
  await expect(page.getByText('Your photo was not added')).toBeVisible();
  await expect(editor.getByRole('alert')).toHaveText(
    'Please upload an image file (JPEG, PNG, WebP or GIF).',
  );
  await expect(editor.getByRole('list', { name: 'Your photos' }).getByRole('img')).toHaveCount(0);
  await expect(editor).toBeVisible();
});

test('the dashboard remembers the time zone the member’s browser is in', async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: 'Asia/Tokyo' });
  const page = await context.newPage();
  await memberWith(page);
  await page.goto('/user');
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/profile')).json()) as { timeZone: string | null })
          .timeZone,
    )
    .toBe('Asia/Tokyo');
  await context.close();
});
