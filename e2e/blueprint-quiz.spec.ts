import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import {
  answerAll,
  BLUEPRINT_QUESTION_COUNT,
  createTempUser,
  seedBlueprintAnswers,
} from './support/quiz.js';
import { mailLink, readMailbox } from './support/mailbox.js';
import { admin } from './support/users.js';

test.describe('Blueprint quiz (/bluz)', () => {
  test('no user_id, a malformed one or an unknown one leads to /404', async ({ page }) => {
    for (const path of [
      '/bluz',
      '/bluz?user_id=nope',
      '/bluz?user_id=00000000-0000-4000-8000-000000000000',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/404$/);
      await expect(page.getByText('Error 404')).toBeVisible();
    }
  });

  test('60 answers, calculating, sign-up, then the mail leads to the payment page', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const visitor = await createTempUser(page.request, 'bluz');
    await page.goto(`/bluz?user_id=${visitor.userId}`);
    await expect(page.getByText(`Question 1 of ${BLUEPRINT_QUESTION_COUNT}`)).toBeVisible();
    await expect(page.getByText('Values', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous Question' })).toBeDisabled();
    await expect(page.getByRole('radio')).toHaveText([
      /Strongly Agree/,
      /Agree/,
      /Neutral/,
      /Disagree/,
      /Strongly Disagree/,
    ]);
    await expectNoSeriousA11yViolations(page, '/bluz first question');

    await answerAll(page, BLUEPRINT_QUESTION_COUNT, 'Agree');
    await expect(page.getByText('Calculating Your Blueprint...')).toBeVisible();
    const modal = page.getByRole('dialog', { name: 'Your Blueprint Is Ready' });
    await expect(modal).toBeVisible({ timeout: 5_000 });
    await expect(modal.getByLabel('Email')).toHaveValue(visitor.email);
    await expect(modal.getByLabel('Name')).toHaveValue(visitor.name);
    const submit = modal.getByRole('button', { name: 'Create Account & Continue' });
    await expect(submit).toBeDisabled();
    await expectNoSeriousA11yViolations(page, 'the /bluz sign-up modal');

    await modal.getByLabel('Password').fill('short');
    await submit.click();
    await expect(modal.getByText('Password must be at least 8 characters long.')).toBeVisible();
    await modal.getByLabel('Password').fill('Garden-Walk-2024');
    await submit.click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeFocused();
    await expect(page.getByText(`We sent a link to ${visitor.email}.`)).toBeVisible();
    await expect(modal).toBeHidden();

    // The confirmation link leads to the new account's own checkout, ready to pay.
    await page.goto(await mailLink(page.request, visitor.email, 'verify-email'));
    await page.waitForURL(/\/blueprint-payment\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('email')).toBe(visitor.email);
    expect(url.searchParams.get('userId')).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Premium Blueprint Report' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(visitor.email);
    await expect(page.getByRole('button', { name: 'Complete Payment - $59.90' })).toBeVisible();

    // The quiz link is used up: it now leads to sign-in.
    await page.goto(`/bluz?user_id=${visitor.userId}`);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the results mail opens the quiz in another browser; the id alone does not', async ({
    page,
    request,
  }) => {
    // `request` is another browser: it took the EQ quiz, so only it holds the quiz cookie.
    const visitor = await createTempUser(request, 'bluz-phone');
    await page.goto(`/bluz?user_id=${visitor.userId}`);
    await expect(page).toHaveURL(/\/404$/);

    const mail = (await readMailbox(request, visitor.email)).find((m) => m.kind === 'eq-results');
    const link = mail?.text.match(/https?:\/\/\S+\/bluz\?\S+/)?.[0];
    expect(link).toMatch(/&key=/);
    await page.goto(link!);
    await expect(page.getByText(`Question 1 of ${BLUEPRINT_QUESTION_COUNT}`)).toBeVisible();
    // The key leaves the address bar once this browser holds the cookie; a reload still works.
    await expect(page).toHaveURL(new RegExp(`/bluz\\?user_id=${visitor.userId}$`));
    await page.reload();
    await expect(page.getByText(`Question 1 of ${BLUEPRINT_QUESTION_COUNT}`)).toBeVisible();
  });

  test('an email that already has an account gets the same answer, and its owner a mail', async ({
    page,
  }) => {
    const visitor = await createTempUser(page.request, 'bluz-taken');
    await seedBlueprintAnswers(page, visitor.userId);
    await page.goto(`/bluz?user_id=${visitor.userId}`);
    await expect(page.getByText('Calculating Your Blueprint...')).toBeVisible();
    const modal = page.getByRole('dialog', { name: 'Your Blueprint Is Ready' });
    await expect(modal).toBeVisible({ timeout: 5_000 });

    await modal.getByLabel('Name').fill('   ');
    await modal.getByLabel('Password').fill('Garden-Walk-2024');
    await modal.getByRole('button', { name: 'Create Account & Continue' }).click();
    await expect(page.getByText('Please fill in all fields')).toBeVisible();

    await modal.getByLabel('Name').fill('Robin Tester');
    const before = Date.now();
    await modal.getByLabel('Email').fill(admin.email);
    await modal.getByRole('button', { name: 'Create Account & Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(`We sent a link to ${admin.email}.`)).toBeVisible();
    expect(await mailLink(page.request, admin.email, 'existing-account', before)).toMatch(
      /\/login$/,
    );
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`/bluz has no serious axe violation (${scheme})`, async ({ page }) => {
      const visitor = await createTempUser(page.request, `bluz-axe-${scheme}`);
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), scheme);
      await page.goto(`/bluz?user_id=${visitor.userId}`);
      await expect(page.getByText('Question 1 of 60')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `/bluz (${scheme})`);
    });
  }
});
