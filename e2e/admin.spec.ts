import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { admin, newMember, signInByApi, signUpVerified } from './support/users.js';

test('an admin finds a member, makes them a tester, and deletes the account', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const member = await signUpVerified((await browser.newContext()).request, {
    ...newMember('directory'),
    name: 'Mira Directory',
  });
  await signInByApi(page, admin.email, admin.password);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^User Directory \(\d+ users\)$/ })).toBeVisible();

  // The search runs on the server: any part of the email, whatever the case.
  await page.getByRole('searchbox', { name: 'Search users' }).fill(member.email.toUpperCase());
  await expect(page.getByRole('heading', { name: 'User Directory (1 users)' })).toBeVisible();
  const row = page.getByRole('row', { name: /Mira Directory/ });
  await expect(row).toContainText('Member');
  await expectNoSeriousA11yViolations(page, 'the user directory');

  await row.getByRole('button', { name: 'Actions for Mira Directory' }).click();
  await page.getByRole('menuitem', { name: 'Convert to Tester' }).click();
  await expect(page.getByText('Mira Directory has been converted to a tester')).toBeVisible();
  await expect(row).toContainText('Tester');

  await row.getByRole('button', { name: 'Actions for Mira Directory' }).click();
  await page.getByRole('menuitem', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete User Account' });
  await expect(confirm).toContainText(member.email);
  await confirm.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByText('User Deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'User Directory (0 users)' })).toBeVisible();

  // The tab is in the URL: a reload keeps it.
  await page.getByRole('link', { name: 'Quizzes' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=quizzes$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz Management' })).toBeVisible();
});
