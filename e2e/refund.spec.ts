import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { readMailbox } from './support/mailbox.js';
import { buyPlanByApi, memberWith, ownProfile } from './support/members.js';
import { admin, signInByApi } from './support/users.js';

/** The 30-day money-back guarantee (decision 0033), asked for by the member and given by an admin. */
test('a member buys the Blueprint, asks for a refund, loses Premium and gets the refund mail', async ({
  page,
}) => {
  const member = await memberWith(page, { blueprint: true });
  const { id, email } = await ownProfile(page.request);
  await page.goto(`/blueprint-payment?${new URLSearchParams({ email, userId: id }).toString()}`);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiration date').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Complete Payment - $59.90' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  expect((await ownProfile(page.request)).plan).toBe('Premium');

  await page.goto('/billing');
  const purchases = page.getByRole('listitem').filter({ hasText: 'Premium Blueprint Report' });
  await expect(purchases).toContainText('$59.90 · Paid on');
  await purchases.getByRole('button', { name: 'Request a refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a refund?' });
  await expect(dialog).toContainText('the full $59.90 goes back to the card that paid');
  await expectNoSeriousA11yViolations(page, 'the refund dialog');
  await dialog.getByLabel('Anything we should know? (optional)').fill('Not the right time for me.');
  await dialog.getByRole('button', { name: 'Refund $59.90' }).click();
  await expect(page.getByText('Refund on its way')).toBeVisible();

  // Without Premium, Billing is the Billing Access pitch again, and the purchase says it went back.
  const access = page.getByRole('dialog', { name: 'Billing Access' });
  await expect(access).toBeVisible();
  await access.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(purchases.getByText(/^Refunded on /)).toBeVisible();
  await expect(purchases.getByRole('button')).toHaveCount(0);
  expect((await ownProfile(page.request)).plan).toBe('Free');

  const mail = (await readMailbox(page.request, member.email)).find(
    (m) => m.kind === 'refund-receipt',
  );
  expect(mail?.subject).toBe('Your Right One refund: $59.90');
  expect(mail?.text).toContain('30-day money-back guarantee');
});

test('an admin refunds a member’s plan from the member overview', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const memberPage = await (await browser.newContext()).newPage();
  const member = await memberWith(memberPage);
  await buyPlanByApi(memberPage.request, 'basic');

  await signInByApi(page, admin.email, admin.password);
  await page.goto('/admin');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(member.email);
  await expect(page.getByRole('heading', { name: 'User Directory (1 users)' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: member.email });
  await row.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'View Profile' }).click();

  const overview = page.getByRole('dialog', { name: 'User Profile' });
  const plan = overview.getByRole('listitem').filter({ hasText: 'Basic Concierge Plan' });
  await expect(plan).toContainText('$49.90');
  await expect(
    overview.getByRole('listitem').filter({ hasText: 'Premium Blueprint Report' }),
  ).toBeVisible();
  await plan.getByRole('button', { name: 'Refund' }).click();
  const confirm = page.getByRole('dialog', { name: 'Refund this purchase?' });
  await expect(confirm).toContainText('the plan and its unused connections');
  await confirm.getByLabel(/^Reason/).fill('Charged twice by mistake');
  await confirm.getByRole('button', { name: 'Refund $49.90' }).click();
  await expect(confirm).toBeHidden();

  await expect(plan).toContainText(/Refunded \d{1,2}\/\d{1,2}\/\d{4} by an admin/);
  await expect(plan).toContainText('Charged twice by mistake');
  await expect(overview).toContainText('Purchase refunded');
  await expectNoSeriousA11yViolations(page, 'the overview after a refund');

  const current = await memberPage.request.get('/api/billing/plans/current');
  const { plan: after } = (await current.json()) as { plan: { status: string } | null };
  expect(after?.status ?? 'none').not.toBe('active');
  const mails = await readMailbox(memberPage.request, member.email);
  expect(mails.find((m) => m.kind === 'refund-receipt')?.text).toContain('by our team');
});
