import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { mailLink } from './support/mailbox.js';
import { newMember, signInByForm, signUpVerified, type Member } from './support/users.js';

async function fillRegistration(page: Page, m: Member, confirm = m.password) {
  await page
    .getByLabel(/name|alias/i)
    .first()
    .fill(m.name);
  await page.getByLabel(/email/i).fill(m.email);
  await page.getByLabel(/^password$/i).fill(m.password);
  await page.getByLabel(/confirm/i).fill(confirm);
}

const submitRegistration = (page: Page) =>
  page.getByRole('button', { name: /create account|sign up|register/i }).click();
const terms = (page: Page) => page.getByRole('checkbox');

test('a new member signs up, confirms the email, signs in and out', async ({ page }) => {
  const member = newMember('journey');
  await page.goto('/register');
  await fillRegistration(page, member);
  await terms(page).check();
  await submitRegistration(page);
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await signInByForm(page, member.email, member.password);
  await expect(page.getByText('Email Confirmation Required')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  // The newest mail is the one the refused sign-in just sent; its link must be accepted.
  await page.goto(await mailLink(page.request, member.email, 'verify-email'));
  await expect(page).not.toHaveURL(/error=/);
  await signInByForm(page, member.email, member.password);
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/user\?section=reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports & Quizzes' })).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Robin' })).toBeVisible();
  for (const card of [
    'Active Matches',
    'Active Chats',
    'Compatibility Score',
    'Profile Completion',
  ]) {
    await expect(page.getByText(card, { exact: true })).toBeVisible();
  }

  await page
    .getByRole('button', { name: /account menu|user menu|Robin/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/user');
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong password is refused with a clear message', async ({ page }) => {
  const member = await signUpVerified(page.request);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please enter your password.')).toBeVisible();
  await signInByForm(page, member.email, 'not-the-password');
  await expect(
    page.getByText('Invalid email or password. Please check your credentials and try again.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('the sign-up form explains what is missing', async ({ page }) => {
  const member = newMember('invalid');
  await page.goto('/register');
  await submitRegistration(page);
  await expect(page.getByText('Please enter your first name or alias.')).toBeVisible();
  await expect(page.getByText('Please enter a password.')).toBeVisible();

  await fillRegistration(page, member, 'something-else-entirely');
  await terms(page).check();
  await submitRegistration(page);
  await expect(page.getByText('Passwords do not match.')).toBeVisible();

  await page.getByLabel(/confirm/i).fill(member.password);
  await terms(page).uncheck();
  await submitRegistration(page);
  await expect(
    page.getByText('Please agree to the Terms of Service and Privacy Policy.'),
  ).toBeVisible();

  await page.getByLabel(/email/i).fill('not-an-email');
  await submitRegistration(page);
  await expect(page.getByText('Please enter a valid email address').first()).toBeVisible();
  await expect(page).toHaveURL(/\/register/);
});

test('the dashboard has no serious or critical axe violation', async ({ page }) => {
  const member = await signUpVerified(page.request);
  await signInByForm(page, member.email, member.password);
  await expect(page).toHaveURL(/\/user/);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.evaluate((theme) => localStorage.setItem('theme', theme), scheme);
    await page.goto('/user');
    await expect(page.getByText('Active Matches', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `dashboard (${scheme})`);
  }
});
