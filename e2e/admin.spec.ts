import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { readMailbox } from './support/mailbox.js';
import { admin, newMember, signInByApi, signUpVerified } from './support/users.js';

test('an admin finds a member, reads their overview, writes to them, edits and deletes them', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const mailbox = (await browser.newContext()).request;
  const member = await signUpVerified(mailbox, {
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
  const row = page.getByRole('row').filter({ hasText: member.email });
  await expect(row).toContainText('Member');
  await expectNoSeriousA11yViolations(page, 'the user directory');
  const act = async (item: string) => {
    await row.getByRole('button', { name: /^Actions for Mira/ }).click();
    await page.getByRole('menuitem', { name: item }).click();
  };

  // The overview: four cards, with the defaults of a member who has bought nothing.
  await act('View Profile');
  const overview = page.getByRole('dialog', { name: 'User Profile' });
  const card = (name: string) => overview.getByRole('region', { name });
  await expect(card('Basic Information')).toContainText(member.email);
  await expect(card('Account Status')).toContainText(/PlanFree/);
  await expect(card('Account Status')).toContainText(/Matching PlanNone/);
  await expect(card('Billing Information')).toContainText(/Total Spent\$0\.00/);
  await expect(card('Billing Information')).toContainText(/Last PaymentN\/A/);
  await expect(card('Account Timeline')).toContainText(/Created\d{1,2}\/\d{1,2}\/\d{4}/);
  await expect(overview).toContainText('No recorded activity yet.');
  await expectNoSeriousA11yViolations(page, 'the profile overview');
  await page.keyboard.press('Escape');

  await act('Convert to Tester');
  await expect(page.getByText('Mira Directory has been converted to a tester')).toBeVisible();
  await expect(row).toContainText('Tester');

  // One member, the Welcome template, high priority: it arrives with their name in it.
  await act('Send Email');
  const email = page.getByRole('dialog', { name: 'Send Email' });
  await expect(email).toContainText(`To: Mira Directory (${member.email})`);
  await email.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByText('Please fill in all fields')).toBeVisible();
  await email.getByLabel('Template').selectOption('welcome');
  await email.getByLabel('Priority').selectOption('high');
  await expect(email.getByLabel('Subject')).toHaveValue('Welcome to Right One, {{name}}');
  await email.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByText('Queued for 1 member.')).toBeVisible();
  await expect
    .poll(async () => (await readMailbox(mailbox, member.email)).map((m) => m.subject))
    .toContain('Welcome to Right One, Mira Directory');

  // Edit: name and email are required; the change shows in the directory and the audit trail.
  await act('Edit User');
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await expect(edit.getByLabel('Full Name')).toHaveValue('Mira Directory');
  await edit.getByLabel('Full Name').fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Name and email are required')).toBeVisible();
  await edit.getByLabel('Full Name').fill('Mira Edited');
  await edit.getByLabel('Personality').selectOption('INTJ');
  await edit.getByLabel('Notes').fill('Asked for a new display name.');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  await expect(row).toContainText('Mira Edited');
  await act('View Profile');
  await expect(overview.getByText(/^Profile edited by /)).toBeVisible();
  await expect(overview.getByText(/^Email sent by /)).toBeVisible();
  await page.keyboard.press('Escape');

  // To the members the search selects: a preview first, then the send.
  await page.getByRole('button', { name: 'Send Email', exact: true }).click();
  await expect(email).toContainText('To: every member matching');
  await email.getByLabel('Subject').fill('A note for {{name}}');
  await email.getByLabel('Body').fill('Hello {{name}}, thank you for being here.');
  await email.getByRole('button', { name: 'Preview' }).click();
  const preview = email.getByRole('region', { name: 'Email preview' });
  await expect(preview).toContainText('This email will go to 1 member');
  await expect(preview).toContainText('A note for Mira Edited');
  await email.getByRole('button', { name: 'Send to 1 member' }).click();
  await expect
    .poll(async () => (await readMailbox(mailbox, member.email)).map((m) => m.text).join('\n'))
    .toContain('Hello Mira Edited, thank you for being here.');

  await act('Delete Account');
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

  // The header's search, from any tab, opens the directory searched for the text.
  const other = await signUpVerified(mailbox, { ...newMember('header'), name: 'Hector Search' });
  const headerSearch = page.getByRole('searchbox', { name: 'Search members' });
  await headerSearch.fill(other.email);
  await headerSearch.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue(other.email);
  await expect(page.getByRole('heading', { name: 'User Directory (1 users)' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: other.email })).toContainText(
    'Hector Search',
  );
});
