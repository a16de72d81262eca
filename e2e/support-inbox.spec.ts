import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { readMailbox } from './support/mailbox.js';
import { admin, newMember, signInByApi } from './support/users.js';

test('a visitor writes from /help, an admin replies from the Support tab, the reply arrives', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const visitor = { ...newMember('support'), name: 'Vera Visitor' };
  const words = `I bought the Blueprint and would like a refund, please (${visitor.email}).`;

  // Signed out: the footer leads to the Help page, whose form wants a name and an address.
  await page.goto('/terms');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help & Contact' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Contact' })).toBeVisible();
  await page.getByLabel('What is it about?').selectOption('refund');
  await page.getByLabel('Your message').fill(words);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await page.getByLabel('Your name').fill(visitor.name);
  await page.getByLabel('Your email').fill(visitor.email);
  await expectNoSeriousA11yViolations(page, 'the Help page');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status')).toContainText(visitor.email);
  const mailbox = page.request;
  await expect
    .poll(async () => (await readMailbox(mailbox, visitor.email)).map((m) => m.kind))
    .toContain('support-received');

  // The admin finds it open in the Support tab and replies.
  const adminPage = await (await browser.newContext()).newPage();
  await signInByApi(adminPage, admin.email, admin.password);
  await adminPage.goto('/admin?tab=support');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  const card = adminPage.getByRole('article').filter({ hasText: visitor.email });
  await expect(card).toContainText('Open');
  await expect(card).toContainText(words);
  await card.getByRole('button', { name: 'Reply' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Reply to Vera Visitor' });
  await dialog.getByLabel('Your reply').fill('Your refund is on its way; banks take 5-10 days.');
  await expectNoSeriousA11yViolations(adminPage, 'the reply dialog');
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(dialog).toBeHidden();
  await expect(adminPage.getByText(`Mailed to ${visitor.email}`)).toBeVisible();

  // The message is done, with the reply under it; the visitor's mail holds both.
  await expect(card).toContainText('Done');
  await expect(card).toContainText('Your refund is on its way');
  await expect(card.getByRole('button', { name: 'Reply' })).toHaveCount(0);
  let reply = '';
  await expect
    .poll(async () => {
      reply =
        (await readMailbox(mailbox, visitor.email)).find((m) => m.kind === 'support-reply')?.text ??
        '';
      return reply;
    })
    .toContain('Your refund is on its way; banks take 5-10 days.');
  expect(reply).toContain(`> ${words}`);
  expect(reply).toContain('/help');
});
