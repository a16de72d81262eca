import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { mailLink } from './support/mailbox.js';
import { newMember, signInByForm, signUpVerified } from './support/users.js';

/** Issue 31: the password and the email address, changed from Settings (decision 0037). */
const NEW_PASSWORD = 'Fresh-Start-2026';

async function openSettings(page: Page, email: string, password: string) {
  await signInByForm(page, email, password);
  await expect(page).toHaveURL(/\/user/);
  await page.goto('/user?section=settings');
  await expect(page.getByRole('heading', { name: 'Email and password' })).toBeVisible();
}

test('password changed and the old one refused', async ({ page, browser }) => {
  // Six password checks and hashes (scrypt, slow by design) in one journey: on a busy 2-core
  // machine that alone takes most of the default 30 s.
  test.slow();
  const member = await signUpVerified(page.request);
  const phone = await browser.newContext();
  const phonePage = await phone.newPage();
  await signInByForm(phonePage, member.email, member.password);
  await expect(phonePage).toHaveURL(/\/user/);
  await openSettings(page, member.email, member.password);

  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your password' });
  await dialog.getByLabel('Current password').fill('Not-My-Password-1');
  await dialog.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(
    dialog.getByText('That is not your current password. Please try again.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the change-password dialog');

  const since = Date.now() - 1000;
  await dialog.getByLabel('Current password').fill(member.password);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  // Checking the old password and hashing the new one is slow by design (scrypt).
  await expect(page.getByText('Your password is changed')).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toHaveCount(0);
  expect(await mailLink(page.request, member.email, 'password-changed', since)).toMatch(
    /\/reset-password\?token=/,
  );

  // This browser stays in; the other one was signed out.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Email and password' })).toBeVisible();
  // A fresh tab on the phone: the open one may itself be leaving /user as it learns of it.
  const phoneAgain = await phone.newPage();
  await phoneAgain.goto('/user');
  await expect(phoneAgain).toHaveURL(/\/$/);
  await phone.close();

  // The old password is refused, the new one lets the member in.
  await page.context().clearCookies();
  await signInByForm(page, member.email, member.password);
  await expect(
    page.getByText('Invalid email or password. Please check your credentials and try again.'),
  ).toBeVisible();
  await signInByForm(page, member.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/user/);
});

test('email changed through both mails', async ({ page }) => {
  test.slow(); // password checks and two mails through the outbox, as in the journey above
  const member = await signUpVerified(page.request);
  const next = newMember('moved');
  await openSettings(page, member.email, member.password);

  await page.getByRole('button', { name: 'Change email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your email' });
  await dialog.getByLabel('New email').fill(next.email);
  await dialog.getByLabel('Current password').fill(member.password);
  const since = Date.now() - 1000;
  await dialog.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByRole('dialog', { name: 'Check your new inbox' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the change-email dialog');
  await page.getByRole('button', { name: 'Done' }).click();

  // The notice reaches the current address; nothing has changed yet.
  const notice = await mailLink(page.request, member.email, 'email-change-requested', since);
  expect(notice).toMatch(/\/reset-password\?token=/);
  await page.reload();
  await expect(page.getByText(member.email)).toBeVisible();

  // The link in the new inbox moves the account and comes back to Settings.
  await page.goto(await mailLink(page.request, next.email, 'change-email', since));
  await expect(page).toHaveURL(/section=settings&email=changed/);
  await expect(
    page.getByText('Your new email is confirmed. Sign in with it from now on.'),
  ).toBeVisible();
  await expect(page.getByText(next.email)).toBeVisible();

  await page.context().clearCookies();
  await signInByForm(page, member.email, member.password);
  await expect(
    page.getByText('Invalid email or password. Please check your credentials and try again.'),
  ).toBeVisible();
  await signInByForm(page, next.email, member.password);
  await expect(page).toHaveURL(/\/user/);
});
