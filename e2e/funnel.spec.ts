import { expect, test } from '@playwright/test';
import {
  answerAll,
  BLUEPRINT_QUESTION_COUNT,
  EQ_QUESTION_COUNT,
  fillContact,
} from './support/quiz.js';
import { mailLink } from './support/mailbox.js';
import { newMember } from './support/users.js';

/**
 * The whole funnel a visitor walks, with nothing skipped through the API: landing -> EQ quiz ->
 * results -> Blueprint quiz -> account -> confirmation mail -> checkout -> Premium -> sign-in ->
 * the first report.
 */
test('a visitor goes from the landing page through both quizzes and the checkout to their first report', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const visitor = newMember('funnel');
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Take the Quiz' }).first().click();
  await expect(page).toHaveURL('/quiz');

  await answerAll(page, EQ_QUESTION_COUNT, 'Very often');
  await fillContact(page, visitor.name, visitor.email);
  const results = page.getByRole('dialog', { name: 'Your Emotional Connection Style' });
  await results
    .getByRole('link', { name: 'Click Here to Complete Your Compatibility Decoder' })
    .click();
  await expect(page).toHaveURL(/\/bluz\?user_id=/);

  await answerAll(page, BLUEPRINT_QUESTION_COUNT, 'Agree');
  const signUp = page.getByRole('dialog', { name: 'Your Blueprint Is Ready' });
  await expect(signUp).toBeVisible({ timeout: 5_000 });
  await signUp.getByLabel('Password').fill(visitor.password);
  await signUp.getByRole('button', { name: 'Create Account & Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  // The confirmation mail leads on to the checkout.
  await page.goto(await mailLink(page.request, visitor.email, 'verify-email'));
  await page.waitForURL(/\/blueprint-payment\?/);
  await expect(page.getByLabel('Email')).toHaveValue(visitor.email);
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiration date').fill('1234');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Complete Payment - $59.90' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();

  // Paid before ever signing in: the dashboard link asks for the password chosen on /bluz.
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(/email/i).fill(visitor.email);
  await page.getByLabel(/^password/i).fill(visitor.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/user\?section=reports$/);
  const eq = page.getByRole('article', { name: 'EQ Insights', exact: true });
  await eq.getByRole('button', { name: 'View Report' }).click();
  const report = page.getByRole('dialog', { name: /EQ Insights/ });
  await expect(report).toBeVisible();
  // A written report, not a placeholder: several paragraphs of text.
  expect((await report.innerText()).split(/\s+/).length).toBeGreaterThan(300);
});
