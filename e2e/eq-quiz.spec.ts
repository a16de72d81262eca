import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { readMailbox } from './support/mailbox.js';
import { answerAll, EQ_QUESTION_COUNT, fillContact, watchPosts } from './support/quiz.js';
import { newMember } from './support/users.js';

const ANONYMOUS_EQ = '/api/quizzes/emotional/anonymous';

test.describe('EQ quiz', () => {
  test.setTimeout(60_000);

  test('one question at a time: section headers, progress, Previous', async ({ page }) => {
    await page.goto('/quiz');
    await expect(page.getByText(`Question 1 of ${EQ_QUESTION_COUNT}`)).toBeVisible();
    await expect(page.getByText('Self-Awareness', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous', exact: true })).toBeDisabled();
    await expect(page.getByRole('radio')).toHaveText([
      /Very often/,
      /Often/,
      /Sometimes/,
      /Rarely/,
      /Not at all/,
    ]);
    await answerAll(page, 5, 'Often', EQ_QUESTION_COUNT);
    await expect(page.getByText('Question 6 of 25')).toBeVisible();
    await expect(page.getByText('Emotional Regulation', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    await expect(page.getByText('Question 5 of 25')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Often', exact: true })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // Keyboard: the number keys answer too.
    await page.keyboard.press('3');
    await expect(page.getByText('Question 6 of 25')).toBeVisible();
  });

  test('a total below 70 shows the reflection and sends nothing', async ({ page }) => {
    const posts = watchPosts(page, ANONYMOUS_EQ);
    await page.goto('/quiz');
    // 'Not at all' everywhere: 20 x 1 plus the 5 reverse-scored items x 5 = 45.
    await answerAll(page, EQ_QUESTION_COUNT, 'Not at all');
    await fillContact(page, 'Sam Low', newMember('eq-low').email);
    const dialog = page.getByRole('dialog', { name: 'A Moment for Reflection' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Emotional skills are not fixed traits')).toBeVisible();
    await page.waitForTimeout(500);
    expect(posts, 'no call to the anonymous EQ endpoint').toEqual([]);
    await dialog.getByRole('button', { name: 'Retake the Quiz' }).click();
    await expect(page.getByText('Question 1 of 25')).toBeVisible();
  });

  test('a high total shows the results, mails the /bluz link and thanks on close', async ({
    page,
    request,
  }) => {
    const member = newMember('eq-high');
    const posts = watchPosts(page, ANONYMOUS_EQ);
    await page.goto('/quiz');
    // 'Very often' everywhere: 20 x 5 plus the 5 reverse-scored items x 1 = 105.
    await answerAll(page, EQ_QUESTION_COUNT, 'Very often');
    await fillContact(page, member.name, member.email);
    const dialog = page.getByRole('dialog', { name: 'Your Emotional Connection Style' });
    await expect(dialog).toBeVisible();
    expect(posts).toHaveLength(1);
    await expect(dialog.getByText('105 of 125')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Your strengths in love' })).toBeVisible();
    const decoder = dialog.getByRole('link', {
      name: 'Click Here to Complete Your Compatibility Decoder',
    });
    const href = await decoder.getAttribute('href');
    expect(href).toMatch(/^\/bluz\?user_id=[0-9a-f-]{36}$/);
    expect(await page.evaluate(() => localStorage.getItem('quiz_user_email'))).toBe(member.email);

    await expect
      .poll(
        async () =>
          (await readMailbox(request, member.email)).find((m) => m.kind === 'eq-results')?.text ??
          '',
      )
      .toContain(href!);

    await expectNoSeriousA11yViolations(page, 'the EQ results dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank You' });
    await expect(
      thanks.getByText(
        'Thanks for your taking the quiz! Please check your email for your EQ results.',
      ),
    ).toBeVisible();
    await thanks.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the full breakdown page shows the score out of 125 and no testing buttons', async ({
    page,
  }) => {
    await page.goto('/quiz');
    await answerAll(page, EQ_QUESTION_COUNT, 'Very often');
    await fillContact(page, 'Robin Tester', newMember('eq-breakdown').email);
    await page.getByRole('link', { name: 'See Your Full Score Breakdown' }).click();
    await expect(page).toHaveURL(/\/post-quiz-results$/);
    await expect(page.getByRole('img', { name: 'Score 105 out of 125' })).toBeVisible();
    await expect(page.getByText('5 questions and 25 points per area.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Premium Blueprint Report' })).toBeVisible();
    await expect(page.getByText(/Testing only/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page).not.toHaveURL(/post-quiz-results/);
  });

  test('/post-quiz-results without state shows the default score of 75', async ({ page }) => {
    await page.goto('/post-quiz-results');
    await expect(page.getByRole('img', { name: 'Score 75 out of 125' })).toBeVisible();
  });

  test('the landing page links to the EQ landing page, which embeds the quiz', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Start with the free EQ quiz' }).click();
    await expect(page).toHaveURL(/\/eq$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tired of Dating Apps That Waste Your Time?' }),
    ).toBeVisible();
    await expect(page.getByText('Question 1 of 25')).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /privacy/i })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(footer.getByRole('link', { name: /terms/i })).toHaveAttribute('href', '/terms');
  });

  for (const scheme of ['light', 'dark'] as const) {
    for (const path of ['/quiz', '/eq']) {
      test(`${path} has no serious axe violation (${scheme})`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        await page.addInitScript((theme) => localStorage.setItem('theme', theme), scheme);
        await page.goto(path);
        await expect(page.getByText('Question 1 of 25')).toBeVisible();
        await expectNoSeriousA11yViolations(page, `${path} (${scheme})`);
        await answerAll(page, EQ_QUESTION_COUNT, 'Sometimes');
        await expect(page.getByText('ALMOST DONE')).toBeVisible();
        await expectNoSeriousA11yViolations(page, `${path} contact step (${scheme})`);
      });
    }
  }
});
