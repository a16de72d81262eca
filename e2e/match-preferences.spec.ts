import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { buyPlanByApi, memberWith } from './support/members.js';
import { matchedPair } from './support/pairs.js';

/** Billings, Montana: far from every other journey's members, so the counts are ours alone. */
const zipCode = ['59101', '59102', '59105', '59106'][Math.floor(Math.random() * 4)]!;

async function savePreferences(
  page: Page,
  choose: (card: ReturnType<Page['locator']>) => Promise<void>,
) {
  await page.goto('/user?section=settings');
  const card = page.locator('#match-preferences');
  await expect(card.getByRole('heading', { name: 'Match preferences' })).toBeVisible();
  await choose(card);
  await card.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Your matches have been updated.')).toBeVisible();
}

test('a narrowed age range removes a match, and widening it brings the match back', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const him = await (await browser.newContext()).newPage();
  const her = await (await browser.newContext()).newPage();
  const hisId = await matchedPair(him, her, zipCode);
  const hisCard = her.locator(`[aria-labelledby="match-${hisId}"]`);

  await her.goto('/user?section=matches');
  await expect(hisCard).toBeVisible();

  // Both were born in 1992; she asks for 25 to 30.
  await savePreferences(her, async (card) => {
    await expect(card.getByText(/For your age that is \d+-\d+/)).toBeVisible();
    await card
      .getByRole('group', { name: 'Ages I would like to meet' })
      .getByText('My own range')
      .click();
    await card.getByLabel('From age').fill('25');
    await card.getByLabel('To age').fill('30');
  });
  await expectNoSeriousA11yViolations(her, 'match preferences');
  await her.goto('/user?section=matches');
  await expect(her.getByRole('heading', { name: 'Available Matches' })).toBeVisible();
  await expect(
    her.getByText('Your preferences leave nobody who fits you both ways right now.', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(her.getByText('Widen your age range to see more people.')).toBeVisible();
  await expect(hisCard).toHaveCount(0);

  // A wrong range is refused with the reason, and nothing changes.
  await her.goto('/user?section=settings');
  const card = her.locator('#match-preferences');
  await card.getByLabel('From age').fill('40');
  await card.getByRole('button', { name: 'Save preferences' }).click();
  await expect(card.getByText('The youngest age must not be above the oldest.')).toBeVisible();

  await savePreferences(her, async (c) => {
    await c
      .getByRole('group', { name: 'Ages I would like to meet' })
      .getByText('The usual range')
      .click();
  });
  await her.goto('/user?section=matches');
  await expect(hisCard).toBeVisible();
});

test('the questionnaire offers the same preferences, and they are kept', async ({ page }) => {
  await memberWith(page, { blueprint: true });
  await buyPlanByApi(page.request, 'basic');
  await page.goto('/user?section=matches');
  await page.getByRole('button', { name: 'Answer the matching questions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you ready to find Your Right One?' });
  const pick = (group: string, option: string) =>
    dialog.getByRole('group', { name: group }).getByText(option, { exact: true }).click();
  await pick('I am a', 'Woman');
  await pick('Looking for a', 'Man');
  await pick('My ethnicity', 'Black');
  await pick('I would like to meet', "Doesn't matter");
  await dialog.getByLabel('Birth year').fill('1990');
  await dialog.getByLabel('Zip code').fill(zipCode);
  await dialog.getByText('Age range, distance and dealbreakers (optional)').click();
  await expect(dialog.getByText(/For your age that is \d+-\d+/)).toBeVisible();
  await dialog.getByLabel('How far away').selectOption({ label: 'Anywhere in the country' });
  await pick('Children', 'Dealbreaker');
  await expect(dialog.getByText(/As a dealbreaker, nobody who/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'questionnaire with preferences');
  await dialog.getByRole('button', { name: 'Save and find my matches' }).click();
  await expect(page.getByText('Your questionnaire has been saved successfully.')).toBeVisible();

  await page.goto('/user?section=settings');
  const card = page.locator('#match-preferences');
  await expect(card.getByLabel('How far away')).toHaveValue('anywhere');
  await expect(
    card.getByRole('group', { name: 'Children' }).getByRole('radio', { name: 'Dealbreaker' }),
  ).toBeChecked();
});
