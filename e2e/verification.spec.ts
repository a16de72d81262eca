import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { readMailbox } from './support/mailbox.js';
import { headers, memberWith, ownProfile } from './support/members.js';
import { connectedPair } from './support/pairs.js';
import { admin, signInByApi } from './support/users.js';

const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Gives the signed-in member of `page` a main photo, as the profile editor does. */
async function addMainPhoto(page: Page) {
  const res = await page.request.post('/api/profile/avatar', {
    headers,
    multipart: { file: { name: 'me.png', mimeType: 'image/png', buffer: PHOTO } },
  });
  expect(res.ok(), `photo upload: ${res.status()}`).toBe(true);
}

/** The admin, signed in, on the Verification tab: the card of the member with `email`. */
async function moderatorOn(page: Page, email: string) {
  await signInByApi(page, admin.email, admin.password);
  await page.goto('/admin?tab=verification');
  await expect(page.getByRole('heading', { level: 1, name: 'Verification' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: email });
  await expect(card).toBeVisible();
  return card;
}

const verificationCard = (page: Page) => page.getByRole('region', { name: 'Photo verification' });

// Chromium's stand-in camera (a moving test picture), allowed without asking.
test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

test('a selfie taken in the asked pose is approved; his match sees the badge', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = { permissions: ['camera'] };
  const her = await (await browser.newContext(context)).newPage();
  const him = await (await browser.newContext(context)).newPage();
  const sessionId = await connectedPair(him, her);
  await addMainPhoto(him);
  const { email } = await ownProfile(him.request);

  await him.goto('/user?section=settings');
  const card = verificationCard(him);
  await card.getByRole('button', { name: 'Verify my photo' }).click();
  const dialog = him.getByRole('dialog', { name: 'Verify your photo' });
  await expect(dialog.getByText('Your pose')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Take selfie' })).toBeVisible();
  await expectNoSeriousA11yViolations(him, 'the selfie dialog');
  await dialog.getByRole('button', { name: 'Take selfie' }).click();
  await expect(dialog.getByRole('img', { name: 'Your selfie, ready to send' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send for review' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('with our moderators');

  const moderator = await (await browser.newContext()).newPage();
  const waiting = await moderatorOn(moderator, email);
  // The selfie itself loads for the moderator, not only its alt text.
  const selfie = waiting.getByRole('img', { name: /selfie/ });
  await expect
    .poll(() => selfie.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(moderator, 'the Verification tab');
  await waiting.getByRole('button', { name: 'Approve' }).click();
  await expect(moderator.getByText(/is verified/)).toBeVisible();
  await expect(waiting).toBeHidden();

  await expect
    .poll(async () => (await readMailbox(him.request, email)).map((m) => m.kind))
    .toContain('verification-approved');
  await him.reload();
  await expect(verificationCard(him)).toContainText('Your main photo was verified on');

  // She sees his badge on his match card and in their conversation.
  await her.goto('/user?section=matches');
  await expect(her.getByRole('article').getByText('Verified', { exact: true })).toBeVisible();
  await her.goto(`/user?section=chat&c=${sessionId}`);
  const thread = her.getByRole('region', { name: /Conversation with/ });
  await expect(thread.getByText('Verified', { exact: true })).toBeVisible();
});

test('without a camera the selfie is uploaded; a declined one says why and may be retried', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // A device with no camera the browser can offer.
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined }),
  );
  await memberWith(page);
  await addMainPhoto(page);
  const { email } = await ownProfile(page.request);

  await page.goto('/user?section=settings');
  await verificationCard(page).getByRole('button', { name: 'Verify my photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify your photo' });
  await expect(dialog.getByText('This device has no camera we can use.')).toBeVisible();
  await dialog
    .getByLabel('Upload a selfie instead')
    .setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: PHOTO });
  await dialog.getByRole('button', { name: 'Send for review' }).click();
  await expect(dialog).toBeHidden();

  const moderator = await (await browser.newContext()).newPage();
  const waiting = await moderatorOn(moderator, email);
  await waiting.getByRole('button', { name: 'Decline' }).click();
  const decline = moderator.getByRole('dialog', { name: /Decline/ });
  await decline.getByRole('button', { name: 'Decline' }).click();
  await expect(decline.getByRole('alert')).toContainText('Tell the member why');
  const reason = 'Your hand is not in the picture. Please show the pose beside your face.';
  await decline.getByLabel('Reason for the member').fill(reason);
  await decline.getByRole('button', { name: 'Decline' }).click();
  await expect(decline).toBeHidden();
  await expect(waiting).toBeHidden();

  await page.reload();
  const card = verificationCard(page);
  await expect(card).toContainText(reason);
  await expect(card.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect
    .poll(async () => (await readMailbox(page.request, email)).map((m) => m.kind))
    .toContain('verification-declined');
});
