import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { signInByForm, signUpVerified } from './support/users.js';

test('a member sees where they are signed in and signs another browser out', async ({
  page,
  browser,
}) => {
  const member = await signUpVerified(page.request);
  // A second browser (its own cookies), signed in to the same account.
  const phone = await browser.newContext();
  const phonePage = await phone.newPage();
  await signInByForm(phonePage, member.email, member.password);
  await expect(phonePage).toHaveURL(/\/user/);

  await signInByForm(page, member.email, member.password);
  await expect(page).toHaveURL(/\/user/);
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Signed-in devices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Signed-in devices' });
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  await expect(dialog.getByText('This device')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, 'the signed-in devices dialog');

  await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByText('1 other device is signed out.')).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: /^Sign out/ })).toHaveCount(0);

  // The other browser is signed out: the dashboard sends it away.
  await phonePage.goto('/user');
  await expect(phonePage).toHaveURL(/\/$/);
  await phone.close();
});
