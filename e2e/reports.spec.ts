import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { answerAll, EQ_QUESTION_COUNT } from './support/quiz.js';
import {
  makePremium,
  requireDatabase,
  setMatchesCount,
  setUpgradedHoursAgo,
} from './support/database.js';
import { memberWith } from './support/members.js';
import type { Member } from './support/users.js';

const REPORTS = [
  'EQ Insights',
  'Individual Insights',
  'Relationship Development Insights',
  'Relationship Directional Insights',
];
const openReports = async (page: Page) => {
  await page.goto('/user?section=reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports & Quizzes' })).toBeVisible();
};
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

async function expectCards(page: Page, labels: string[]) {
  for (const [i, title] of REPORTS.entries()) {
    await expect(card(page, title).getByRole('button')).toHaveText(labels[i]!);
  }
}

test('a free member without a blueprint is asked to complete the Blueprint quiz first', async ({
  page,
}) => {
  test.slow(); // a sign-up, a reload and two axe scans: 40 s on a busy 2-core machine
  await memberWith(page);
  await openReports(page);
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await expect(nav.getByRole('link', { name: 'Reports & Quizzes' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { name: 'How your reports work' })).toBeVisible();
  await expectCards(page, Array(4).fill('Complete the Blueprint Quiz First'));
  for (const title of REPORTS) await expect(card(page, title).getByRole('button')).toBeDisabled();
  await card(page, 'EQ Overview').getByRole('button', { name: 'Take the EQ Quiz' }).click();
  const quiz = page.getByRole('dialog', { name: 'EQ Assessment' });
  await expect(quiz.getByText('Question 1 of 25')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(quiz).toBeHidden();
  await expectNoSeriousA11yViolations(page, 'reports, free member without a blueprint');
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoSeriousA11yViolations(page, 'reports, free member without a blueprint (dark)');

  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
  await nav.getByRole('link', { name: 'Reports & Quizzes' }).click();
  await expect(page).toHaveURL(/\/user\?section=reports$/);
});

test('a free member with a blueprint is offered Premium and led to the checkout', async ({
  page,
}) => {
  const member = await memberWith(page, { blueprint: true });
  await openReports(page);
  await expectCards(page, Array(4).fill('Need to Upgrade'));

  await card(page, 'Individual Insights').getByRole('button', { name: 'Need to Upgrade' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Upgrade to Premium' });
  for (const text of [
    '$59.90',
    'one payment',
    'Most Popular',
    'Nothing renews. 30-day money-back guarantee.',
  ]) {
    await expect(upgrade.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(
    upgrade.getByRole('list', { name: 'Premium includes' }).getByRole('listitem'),
  ).toHaveCount(4);
  await expectNoSeriousA11yViolations(page, 'upgrade dialog');
  await upgrade.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(upgrade).toBeHidden();

  await card(page, 'Personal Relationship Blueprint')
    .getByRole('button', { name: 'Unlock Your Blueprint' })
    .click();
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as {
    user: { id: string };
  };
  await upgrade.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(page).toHaveURL(
    `/blueprint-payment?${new URLSearchParams({ email: member.email, userId: session.user.id }).toString()}`,
  );
});

async function expectUnlocks(page: Page, member: Member, hoursAgo: number, labels: string[]) {
  await setUpgradedHoursAgo(member.email, hoursAgo);
  await page.reload();
  await expectCards(page, labels);
}

test('a Premium member reads reports as they unlock 24, 48 and 72 hours after upgrading', async ({
  page,
}) => {
  requireDatabase();
  test.setTimeout(90_000);
  const member = await memberWith(page, { blueprint: true, eq: true });
  await makePremium(member.email, 1);
  await openReports(page);
  await expectCards(page, [
    'View Report',
    'Unlocks in 23 hours',
    'Unlocks in 47 hours',
    'Unlocks in 71 hours',
  ]);

  await card(page, 'EQ Insights').getByRole('button', { name: 'View Report' }).click();
  const insight = page.getByRole('dialog', { name: 'EQ Insights' });
  await expect(insight.getByRole('heading').nth(1)).toBeVisible(); // formatted: real headings
  await expect(insight.getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'EQ Insights dialog');
  await insight.getByRole('button', { name: 'Close Report' }).click();

  await expectUnlocks(page, member, 25, [
    'View Report',
    'View Report',
    'Unlocks in 23 hours',
    'Unlocks in 47 hours',
  ]);
  await expectUnlocks(page, member, 49, [
    'View Report',
    'View Report',
    'View Report',
    'Unlocks in 23 hours',
  ]);
  await expectUnlocks(page, member, 73, Array(4).fill('View Report'));
  await expect(page.getByRole('heading', { name: 'How your reports work' })).toBeVisible();

  await expectUnlocks(page, member, 5 * 24, Array(4).fill('View Report'));
  await expect(page.getByRole('heading', { name: 'Your Journey Begins' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How your reports work' })).toBeHidden();
  await page.getByRole('button', { name: 'Find Your Right One' }).click();
  await expect(page).toHaveURL(/\/billing$/);

  await setMatchesCount(member.email, 3);
  await openReports(page);
  await page.getByRole('button', { name: 'Find Your Right One' }).click();
  const ready = page.getByRole('dialog', { name: 'Are you ready to find Your Right One?' });
  await expect(ready.getByRole('group', { name: 'I am a' })).toBeVisible();
  await ready.getByRole('button', { name: 'Close' }).click();
  await expect(ready).toBeHidden();

  await card(page, 'Personal Relationship Blueprint')
    .getByRole('button', { name: 'View Blueprint' })
    .click();
  const blueprint = page.getByRole('dialog', { name: 'Personal Relationship Blueprint' });
  await expect(blueprint.getByText('Congratulations! Your Blueprint is complete.')).toBeVisible();
  await blueprint.getByRole('button', { name: 'Close Report' }).click();

  await card(page, 'EQ Overview').getByRole('button', { name: 'View EQ Overview' }).click();
  const overview = page.getByRole('dialog', { name: 'EQ Overview' });
  await expect(
    overview.getByRole('list', { name: 'Scores by area' }).getByRole('listitem'),
  ).toHaveCount(5);
  await expectNoSeriousA11yViolations(page, 'EQ Overview dialog');
  await page.keyboard.press('Escape');

  // On a phone the report stays inside the screen and scrolls to its end.
  await page.setViewportSize({ width: 390, height: 844 });
  await card(page, 'Relationship Directional Insights')
    .getByRole('button', { name: 'View Report' })
    .click();
  const phoneDialog = page.getByRole('dialog', { name: 'Relationship Directional Insights' });
  await expect
    .poll(
      async () => {
        const box = await phoneDialog.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= 390 && box.height <= 844;
      },
      { message: 'the report dialog fits the phone screen' },
    )
    .toBe(true);
  const close = phoneDialog.getByRole('button', { name: 'Close Report' });
  await close.scrollIntoViewIfNeeded();
  await close.click();
  await expect(phoneDialog).toBeHidden();
});

test('a member retakes the EQ quiz from the dashboard and sees the new result', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await memberWith(page, { eq: true }); // every answer 'Very often': 105 of 125
  await openReports(page);
  const eqCard = card(page, 'EQ Overview');
  await expect(eqCard.getByText('105 / 125 · High EQ')).toBeVisible();

  await eqCard.getByRole('button', { name: 'Retake EQ Quiz' }).click();
  const quiz = page.getByRole('dialog', { name: 'EQ Assessment' });
  await expect(quiz).toBeVisible();
  await answerAll(page, EQ_QUESTION_COUNT, 'Often');
  await expect(quiz).toBeHidden();
  // A free member is offered Premium after the quiz (docs/product-rules.md §4).
  await expect(page.getByRole('dialog', { name: 'Upgrade to Premium' })).toBeVisible();
  await page.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(eqCard.getByText('90 / 125 · Moderate-High EQ')).toBeVisible();
});
