import { expect, test, type Page } from '@playwright/test';
import { mailLink } from './support/mailbox.js';
import { signInByForm, signUpVerified } from './support/users.js';

const NEW_PASSWORD = 'Fresh-Start-2025';

async function requestResetLink(page: Page, email: string) {
  const since = Date.now() - 1000;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/email/i).fill(email);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(dialog.getByText('Email Sent')).toBeVisible();
  return mailLink(page.request, email, 'reset-password', since);
}

async function chooseNewPassword(page: Page, password: string) {
  await page.getByLabel(/^new password$/i).fill(password);
  await page.getByLabel(/confirm/i).fill(password);
  await page.getByRole('button', { name: /update password|reset password|save/i }).click();
}

test('a member resets a forgotten password from the mailed link', async ({ page }) => {
  const member = await signUpVerified(page.request);
  const link = await requestResetLink(page, member.email);
  expect(link).toMatch(/\/reset-password\?token=/);

  await page.goto(link);
  await chooseNewPassword(page, NEW_PASSWORD);
  await expect(page.getByText('Password Updated!')).toBeVisible();
  await page
    .getByRole('button', { name: 'Continue to Login' })
    .or(page.getByRole('link', { name: 'Continue to Login' }))
    .click();
  await expect(page).toHaveURL(/\/login/);

  await signInByForm(page, member.email, member.password);
  await expect(
    page.getByText('Invalid email or password. Please check your credentials and try again.'),
  ).toBeVisible();
  await signInByForm(page, member.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/user\?section=reports$/);
});

test('a reset link works only once', async ({ page }) => {
  const member = await signUpVerified(page.request);
  const link = await requestResetLink(page, member.email);
  await page.goto(link);
  await chooseNewPassword(page, NEW_PASSWORD);
  await expect(page.getByText('Password Updated!')).toBeVisible();

  await page.goto(link);
  await chooseNewPassword(page, 'Another-Try-2026');
  await expect(
    page.getByText('This reset link has expired. Please request a new password reset.'),
  ).toBeVisible();
  await expect(page.getByText('Password Updated!')).toHaveCount(0);
});

test('the reset page without a token says the link is invalid', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the forgot-password dialog asks for a valid email', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/email/i).fill('not an email');
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Invalid Email', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(dialog.getByText('Email Sent')).toHaveCount(0);
});

test('the new password must be long enough and typed twice the same', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-token');
  await page.getByLabel(/^new password$/i).fill('short');
  await page.getByLabel(/confirm/i).fill('short');
  await page.getByRole('button', { name: /update password|reset password|save/i }).click();
  await expect(
    page.getByText('Password must be at least 8 characters long.').first(),
  ).toBeVisible();
  await page.getByLabel(/^new password$/i).fill(NEW_PASSWORD);
  await page.getByLabel(/confirm/i).fill(`${NEW_PASSWORD}x`);
  await page.getByRole('button', { name: /update password|reset password|save/i }).click();
  await expect(
    page.getByText('Please make sure both passwords are identical.').first(),
  ).toBeVisible();
});
