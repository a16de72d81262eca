import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { buyBlueprintByApi, memberWith, ownProfile } from './support/members.js';

test('a member without Premium meets Billing Access, and both its buttons lead to the blueprint checkout', async ({
  page,
}) => {
  await memberWith(page);
  await page.goto('/billing');
  const access = page.getByRole('dialog', { name: 'Billing Access' });
  await expect(access).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'billing access');
  await access.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(access).toBeHidden();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/blueprint-payment\?email=.+&userId=.+/);
  await expect(page.getByRole('button', { name: 'Complete Payment - $59.90' })).toBeVisible();
});

test('a Premium member subscribes to a plan with a promo code, sees the credits, and cancels at period end', async ({
  page,
}) => {
  await memberWith(page);
  await buyBlueprintByApi(page.request);
  expect((await ownProfile(page.request)).matchesCount).toBe(-1);

  await page.goto('/user');
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Billing' })
    .click();
  await expect(page.getByRole('heading', { name: 'Choose Your Concierge Plan' })).toBeVisible();
  const popular = page.getByRole('article', { name: 'Popular' });
  await expect(popular.getByText('Most Popular')).toBeVisible();
  await expect(popular.getByText('$74.90')).toBeVisible();
  await expect(page.getByText('Visa ending in 4242 · expires 12/34')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'plans');

  await page.getByLabel('Promo code (optional)').fill('plan15');
  await page.getByRole('button', { name: 'Apply' }).click();
  // A plan code, once applied, stays: there is no Remove (docs/product-rules.md §2).
  await expect(page.getByText('PLAN15 applied: 15% off')).toBeVisible();
  await expect(page.getByRole('button', { name: /Remove promo code/ })).toHaveCount(0);
  await expect(popular.getByText('$63.67')).toBeVisible();

  await popular.getByRole('button', { name: 'Choose the Popular plan' }).click();
  await expect(page).toHaveURL('/plan-payment');
  await expect(page.getByRole('heading', { name: 'Start your Popular plan' })).toBeVisible();
  await expect(page.getByText('Discount (PLAN15)')).toBeVisible();
  await expect(
    page.getByText(
      'Then $74.90 every month until you cancel; the promo code is for the first month.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page, 'plan checkout');
  await page.getByRole('button', { name: 'Pay $63.67 and start my plan' }).click();

  await expect(page.getByRole('heading', { name: 'Plan Activated Successfully!' })).toBeVisible();
  await expect(page.getByText('Popular Concierge Plan')).toBeVisible();
  await expect(page.getByText('$63.67')).toBeVisible();
  const credits = page
    .locator('dt', { hasText: 'Connections available' })
    .locator('xpath=following-sibling::dd[1]');
  await expect(credits).toHaveText('5');
  expect((await ownProfile(page.request)).matchesCount).toBe(5);

  await page.goto('/billing');
  await expect(page.getByRole('heading', { name: 'Popular Concierge Plan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose Your Concierge Plan' })).toHaveCount(0);
  await expect(page.getByText(/5 connections a month · \$74\.90\/month/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel your plan?' })
    .getByRole('button', { name: 'Cancel at period end' })
    .click();
  await expect(page.getByText('Your plan will not renew.')).toBeVisible();
  await expect(page.getByText(/^Ends /)).toBeVisible();
});

test('the plan checkout needs a chosen plan and a signed-in member', async ({ page }) => {
  await page.goto('/plan-payment');
  await expect(page).toHaveURL('/login');
  await memberWith(page);
  await page.goto('/plan-payment');
  await expect(page).toHaveURL('/billing');
});
