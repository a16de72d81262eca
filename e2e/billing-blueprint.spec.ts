import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { memberWith, ownProfile } from './support/members.js';

const payButton = (page: Page) => page.getByRole('button', { name: /^Complete Payment - \$/ });

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration date').fill('12/34');
  await page.getByLabel('Security code').fill('123');
}

test('a member buys the blueprint with a promo code, becomes Premium and reads EQ insights at once', async ({
  page,
}) => {
  await memberWith(page, { blueprint: true, eq: true });
  await page.goto('/user?section=reports');
  await page
    .getByRole('article', { name: 'EQ Insights', exact: true })
    .getByRole('button', { name: 'Need to Upgrade' })
    .click();
  await page
    .getByRole('dialog', { name: 'Upgrade to Premium' })
    .getByRole('button', { name: 'Continue to Checkout' })
    .click();

  await expect(page).toHaveURL(/\/blueprint-payment\?email=.+&userId=.+/);
  await expect(page.getByRole('heading', { name: 'Premium Blueprint Report' })).toBeVisible();
  await expect(page.getByText('Relationship Directional Insights 72 hours later')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveJSProperty('readOnly', true);
  await expect(payButton(page)).toHaveText('Complete Payment - $59.90');
  await expectNoSeriousA11yViolations(page, 'blueprint checkout');

  await page.getByLabel('Promo code (optional)').fill('blueprint20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('BLUEPRINT20 applied: 20% off')).toBeVisible();
  await expect(payButton(page)).toHaveText('Complete Payment - $47.92');
  await expect(page.getByText('Discount (BLUEPRINT20)')).toBeVisible();

  await fillCard(page, '4242 4242 4242 4242');
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  const intentId = new URL(page.url()).searchParams.get('payment_intent')!;
  expect(new URL(page.url()).searchParams.get('amount')).toBe('4792');
  await expect(page.getByText(`…${intentId.slice(-8)}`)).toBeVisible();
  await expect(page.getByText('$47.92 USD')).toBeVisible();
  await expect(page.getByText('−$11.98')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'payment success');

  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Download Receipt' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL('/user?section=reports');
  const eq = page.getByRole('article', { name: 'EQ Insights', exact: true });
  await expect(eq.getByRole('button')).toHaveText('View Report');
  await expect(
    page.getByRole('article', { name: 'Individual Insights', exact: true }).getByRole('button'),
  ).toHaveText('Unlocks in 24 hours');
  await eq.getByRole('button', { name: 'View Report' }).click();
  await expect(page.getByRole('dialog', { name: /EQ Insights/ })).toBeVisible();
  await page.keyboard.press('Escape');

  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByText('Premium plan')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveCount(0);
});

test('a declined card, a failed confirmation step and a bad code charge nothing and say why', async ({
  page,
}) => {
  await memberWith(page, { blueprint: true });
  const { id, email } = await ownProfile(page.request);
  await page.goto(`/blueprint-payment?${new URLSearchParams({ email, userId: id }).toString()}`);

  await page.getByLabel('Promo code (optional)').fill('NOPE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Invalid promo code')).toBeVisible();

  await payButton(page).click();
  await expect(page.getByText('Your card number is invalid.')).toBeVisible();

  await fillCard(page, '4000 0000 0000 0002');
  await payButton(page).click();
  await expect(page.getByText('Your card was declined.')).toBeVisible();

  await fillCard(page, '4000 0025 0000 3155');
  await payButton(page).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm this payment' });
  await expect(confirm).toContainText('$59.90');
  await confirm.getByRole('button', { name: 'Fail authentication' }).click();
  await expect(page.getByText('Payment failed (action required)')).toBeVisible();
  await expect(page).toHaveURL(/\/blueprint-payment/);
  expect((await ownProfile(page.request)).plan).toBe('Free');

  // The same checkout still takes a good card afterwards.
  await fillCard(page, '4242 4242 4242 4242');
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  expect((await ownProfile(page.request)).plan).toBe('Premium');
});

test('a payment link without its parameters, or naming no account, is an invalid link', async ({
  page,
}) => {
  await page.goto('/blueprint-payment?email=someone@example.com');
  await expect(page.getByRole('heading', { name: 'Invalid Payment Link' })).toBeVisible();
  await expect(page.getByText('Please complete the quiz first to access this page.')).toBeVisible();
  await page.goto('/blueprint-payment?email=someone@example.com&userId=temp');
  await expect(page.getByRole('heading', { name: 'Invalid Payment Link' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'invalid payment link');
});
