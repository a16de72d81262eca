import { expect, test } from '@playwright/test';
import { mailLink } from './support/mailbox.js';
import { newMember, signInByApi, signUpVerified } from './support/users.js';

/**
 * The second offer of the EQ results page (decision 0026): the flip card's back leads a visitor
 * through sign-up and the confirmation mail, signed in, to the real checkout of the chosen plan;
 * a member who is signed in goes there at once. No card field before the checkout.
 */
test('a visitor picks a concierge plan on the flip card and lands on its checkout from the mail', async ({
  page,
}) => {
  const visitor = newMember('concierge');
  await page.goto('/post-quiz-results');
  const offer = page.getByRole('listitem').filter({ hasText: 'Concierge Matching' });
  await offer.getByRole('button', { name: 'See Concierge Plans' }).click();
  await expect(offer.getByRole('heading', { name: 'Start Concierge Matching' })).toBeFocused();
  await expect(offer.getByLabel(/card number/i)).toHaveCount(0);

  // Close turns the card back; its action is where focus returns.
  await offer.getByRole('button', { name: 'Close the concierge plans' }).click();
  await expect(offer.getByRole('button', { name: 'See Concierge Plans' })).toBeFocused();
  await offer.getByRole('button', { name: 'See Concierge Plans' }).click();

  await offer.getByRole('radio', { name: /Premium/ }).check();
  await offer.getByLabel('First name or alias').fill(visitor.name);
  await offer.getByLabel('Email').fill(visitor.email);
  await offer.getByLabel('Password').fill(visitor.password);
  await offer.getByRole('button', { name: 'Create Account & Continue' }).click();
  await expect(offer.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  await page.goto(await mailLink(page.request, visitor.email, 'verify-email'));
  await expect(page).toHaveURL('/plan-payment');
  await expect(page.getByRole('heading', { name: 'Start your Premium plan' })).toBeVisible();
});

test('a signed-in member goes from the flip card straight to the plan checkout', async ({
  page,
}) => {
  const member = await signUpVerified(page.request);
  await signInByApi(page, member.email, member.password);
  await page.goto('/post-quiz-results');
  const offer = page.getByRole('listitem').filter({ hasText: 'Concierge Matching' });
  await offer.getByRole('button', { name: 'See Concierge Plans' }).click();
  await expect(offer.getByLabel('Password')).toHaveCount(0);
  await offer.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(page).toHaveURL('/plan-payment');
  await expect(page.getByRole('heading', { name: 'Start your Popular plan' })).toBeVisible();
});
