import { expect, test, type Page } from '@playwright/test';
import { authenticatorCode } from '../src/server/testing/authenticator.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { admin, signInByApi, signInByForm, signUpVerified } from './support/users.js';

/**
 * Issue 31, part 3 (decision 0040): two-factor sign-in turned on in Settings, asked for at
 * sign-in, and a backup code that works once. The test is the member's authenticator app: it
 * reads the key the page writes out and computes the codes from it (RFC 6238).
 */
async function signInUpToCode(page: Page, email: string, password: string) {
  await page.context().clearCookies();
  await signInByForm(page, email, password);
  await expect(page).toHaveURL(/\/login\/code/);
  await expect(page.getByRole('heading', { name: 'One more step' })).toBeVisible();
}

test('two-factor turned on, asked at sign-in, a backup code works once', async ({ page }) => {
  // Several password checks (scrypt, slow by design) on a busy 2-core machine.
  test.slow();
  const member = await signUpVerified(page.request);
  await signInByForm(page, member.email, member.password);
  await expect(page).toHaveURL(/\/user/);
  await page.goto('/user?section=settings');
  const card = page.getByRole('heading', { name: 'Two-factor sign-in' });
  await expect(card).toBeVisible();

  // Turn it on: the password, then the app, then the backup codes.
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn on two-factor sign-in' });
  await dialog.getByLabel('Password').fill(member.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible({ timeout: 15_000 });
  const key = (await dialog.getByLabel('Your sign-in key').textContent())!;
  expect(key).toMatch(/^[A-Z2-7 ]{20,}$/);
  await expectNoSeriousA11yViolations(page, 'the scan step');

  await dialog.getByLabel('6-digit code').fill('000000');
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(dialog.getByText(/That code is not right/)).toBeVisible();
  await dialog.getByLabel('6-digit code').fill(authenticatorCode(key));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  const codes = dialog.getByRole('list', { name: 'Your backup codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const backupCode = (await codes.nth(2).textContent())!;
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download codes' }).click();
  expect((await download).suggestedFilename()).toBe('right-one-backup-codes.txt');
  await dialog.getByRole('button', { name: 'I have saved them' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('On', { exact: true })).toBeVisible();

  // Sign-in now asks for a code on its own page; the app's next code lets the member in.
  await signInUpToCode(page, member.email, member.password);
  await expectNoSeriousA11yViolations(page, 'the sign-in code page');
  await page.getByLabel('Code from your authenticator app').fill(authenticatorCode(key, 1));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/user\?section=reports/);

  // A backup code instead of the app: once.
  await signInUpToCode(page, member.email, member.password);
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page.getByLabel('Backup code').fill(backupCode);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/user\?section=reports/);

  await signInUpToCode(page, member.email, member.password);
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page.getByLabel('Backup code').fill(backupCode);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText('That backup code is not right, or it was already used.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login\/code/);
});

test('an admin turns it off for a member who lost their phone', async ({ page, browser }) => {
  test.slow();
  const member = await signUpVerified(page.request, {
    name: 'Lena Lostphone',
    email: `lostphone-${Date.now()}@example.com`,
    password: 'Garden-Walk-2024',
  });
  // The member turns it on (through the API: the journey above walks the dialog).
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signInByApi(memberPage, member.email, member.password);
  const headers = { origin: process.env.BASE_URL ?? 'http://127.0.0.1:3000' };
  const started = await memberPage.request.post('/api/auth/two-factor/enable', {
    headers,
    data: { password: member.password },
  });
  const { totpURI } = (await started.json()) as { totpURI: string };
  const confirmed = await memberPage.request.post('/api/auth/two-factor/verify-totp', {
    headers,
    data: { code: authenticatorCode(totpURI) },
  });
  expect(confirmed.ok()).toBe(true);
  await memberContext.close();

  await signInByApi(page, admin.email, admin.password);
  await page.goto('/admin');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(member.email);
  const row = page.getByRole('row').filter({ hasText: member.email });
  await row.getByRole('button', { name: /^Actions for Lena/ }).click();
  await page.getByRole('menuitem', { name: 'Turn Off Two-Factor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn off two-factor sign-in?' });
  await expectNoSeriousA11yViolations(page, 'the turn-off dialog');
  await dialog.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await expect(page.getByText('Two-factor sign-in turned off')).toBeVisible();

  // The member signs in with the password alone again.
  await page.context().clearCookies();
  await signInByForm(page, member.email, member.password);
  await expect(page).toHaveURL(/\/user/);
});
