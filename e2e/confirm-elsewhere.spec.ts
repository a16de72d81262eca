import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { mailLink } from './support/mailbox.js';
import { newMember } from './support/users.js';

const origin = { origin: process.env.BASE_URL ?? 'http://127.0.0.1:3000' };

// Someone signs up with an address in one browser; the address's owner opens the confirmation
// in another. The password given at sign-up may be a stranger's, so the owner chooses their own.
test('a confirmation opened in another browser asks the owner for a password, then goes on to the checkout', async ({
  browser,
  page,
}) => {
  const member = newMember('elsewhere');
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers: origin,
    data: {
      name: member.name,
      email: member.email,
      password: 'a stranger chose this',
      callbackURL: '/billing?plan=premium',
    },
  });
  expect(signUp.ok()).toBe(true);
  const link = await mailLink(page.request, member.email, 'verify-email');

  const owners = await browser.newContext();
  const owner = await owners.newPage();
  await owner.goto(link);
  await expect(
    owner.getByRole('heading', { name: 'Email confirmed: choose your password' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(owner, 'confirmed, choose a password');
  await owner.getByLabel('New password', { exact: true }).fill(member.password);
  await owner.getByLabel('Confirm new password').fill(member.password);
  await owner.getByRole('button', { name: 'Update Password' }).click();
  await expect(owner.getByText('Sign in with the password you just chose.')).toBeVisible();
  await owner.getByRole('link', { name: 'Continue to Login' }).click();
  await expect(owner.getByText('Email confirmed — sign in.')).toBeVisible();

  // The stranger's password opens nothing; the owner's leads on to the plan's checkout.
  const signIn = async (password: string) => {
    await owner.getByLabel(/email/i).fill(member.email);
    await owner.getByLabel(/^password/i).fill(password);
    await owner.getByRole('button', { name: 'Sign In' }).click();
  };
  await signIn('a stranger chose this');
  await expect(owner.getByText(/Invalid email or password/)).toBeVisible();
  await signIn(member.password);
  await expect(owner).toHaveURL('/plan-payment');
  await expect(owner.getByRole('heading', { name: 'Start your Premium plan' })).toBeVisible();
  await owners.close();
});
