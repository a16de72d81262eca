import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { answerQuestionnaire, buyPlanByApi, memberWith, ownProfile } from './support/members.js';
import { gotoLive } from './support/realtime.js';

test('two members match, one asks to chat, the other accepts, and both see it live', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const zipCode = ['10001', '10002', '10003', '10011', '10012', '10013', '10014', '10016'][
    Math.floor(Math.random() * 8)
  ]!;
  // Two people, two browser contexts (cookies apart).
  const him = await (await browser.newContext()).newPage();
  const her = await (await browser.newContext()).newPage();
  await memberWith(him, { blueprint: true });
  await answerQuestionnaire(him.request, { gender: 'Man', lookingFor: 'Woman', zipCode });
  await memberWith(her, { blueprint: true, eq: true });
  await buyPlanByApi(her.request, 'basic');

  // She answers the questionnaire in the dialog, from the reports page's 'Find Your Right One'.
  await her.goto('/user?section=matches');
  await expect(her.getByRole('button', { name: 'Answer the matching questions' })).toBeVisible();
  await her.getByRole('button', { name: 'Answer the matching questions' }).click();
  const dialog = her.getByRole('dialog', { name: 'Are you ready to find Your Right One?' });
  await expect(dialog.getByRole('group', { name: 'I am a' })).toBeVisible();
  await expectNoSeriousA11yViolations(her, 'questionnaire');
  await dialog.getByRole('button', { name: 'Save and find my matches' }).click();
  await expect(her.getByText('Please select your gender').first()).toBeVisible();
  await dialog.getByRole('group', { name: 'I am a' }).getByText('Woman', { exact: true }).click();
  await dialog
    .getByRole('group', { name: 'Looking for a' })
    .getByText('Man', { exact: true })
    .click();
  await dialog
    .getByRole('group', { name: 'My ethnicity' })
    .getByText('Asian', { exact: true })
    .click();
  await dialog
    .getByRole('group', { name: 'I would like to meet' })
    .getByText("Doesn't matter", { exact: true })
    .click();
  await dialog.getByLabel('Birth year').fill('1994');
  await dialog.getByLabel('Zip code').fill(zipCode);
  await dialog.getByRole('button', { name: 'Save and find my matches' }).click();
  await expect(her.getByText('Your questionnaire has been saved successfully.')).toBeVisible();

  // His card by his id: other journeys' members may share his name and zip code. Until both
  // reveal their identities she sees his first name only.
  const { id: hisId } = await ownProfile(him.request);
  const card = her
    .getByRole('article', { name: /^Robin\b/ })
    .and(her.locator(`[aria-labelledby="match-${hisId}"]`));
  await expect(card).toBeVisible();
  await expect(card.getByText('New Match')).toBeVisible();
  await expect(card.getByText(/^Matched on /)).toBeVisible();
  await expect(
    card
      .getByRole('list', { name: /Why you and/ })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(her, 'matches page');

  // He is on his dashboard when her request arrives: the bell and a toast, no reload.
  await gotoLive(him, '/user');
  await expect(him.getByRole('button', { name: 'Chat requests' })).toBeVisible();
  await card.getByRole('button', { name: /^Chat with/ }).click();
  await expect(
    her.getByText('Your chat request has been sent successfully. 2 matches remaining.'),
  ).toBeVisible();
  await expect(card.getByRole('button', { name: 'Request Sent' })).toBeDisabled();

  await expect(him.getByText('You received a chat request.')).toBeVisible();
  await him.getByRole('button', { name: 'Chat requests: 1 waiting' }).click();
  const requests = him.getByRole('dialog', { name: 'Chat Requests' });
  await requests.getByRole('button', { name: /^Accept/ }).click();

  // Accepting opens the new conversation for both of them; he has no Premium yet, so his chat
  // section offers it.
  await expect(him).toHaveURL(/section=chat&c=/);
  await expect(
    him.getByRole('heading', { name: 'Chat with your matches with Premium' }),
  ).toBeVisible();
  await expect(her.getByText('Chat Request Accepted')).toBeVisible();
  await expect(her.getByText('Your chat request was accepted. Opening chat...')).toBeVisible();
  await expect(her).toHaveURL(/section=chat&c=/);
  const conversation = her.url();

  // His card now opens that conversation.
  await her.goto('/user?section=matches');
  await card.getByRole('link', { name: /^Open the chat with/ }).click();
  await expect(her).toHaveURL(conversation);
});

test('a member without a plan is offered the plans instead of matches', async ({ page }) => {
  await memberWith(page);
  await page.goto('/user?section=matches');
  await expect(page.getByRole('heading', { name: 'Upgrade to Find Your Right One' })).toBeVisible();
  await page.getByRole('link', { name: 'Upgrade Now' }).click();
  await expect(page).toHaveURL('/billing');
});
