import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { mailLink, readMailbox } from './support/mailbox.js';
import { admin, MEMBER_PASSWORD, signInByApi } from './support/users.js';
import { pairInConversation } from './support/pairs.js';

const thread = (page: Page) => page.getByRole('region', { name: /^Conversation with/ });
const conversations = (page: Page) => page.getByRole('list', { name: 'Conversations' });

/** Opens the open conversation's member menu and picks an item; answers the other's name. */
async function chooseInThreadMenu(page: Page, item: 'Block' | 'Report') {
  const label = await thread(page).getAttribute('aria-label');
  const otherName = label!.replace('Conversation with ', '');
  await thread(page)
    .getByRole('button', { name: `More options for ${otherName}` })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
  return otherName;
}

test('a member blocks a match from the chat: the conversation goes for both at once; Settings lifts the block, pauses the profile and chooses her emails', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { him, her } = await pairInConversation(browser);
  await expect(thread(her)).toBeVisible();
  await expect(conversations(him).getByRole('link')).toHaveCount(2);
  const otherName = await chooseInThreadMenu(her, 'Block');
  const confirm = her.getByRole('dialog', { name: `Block ${otherName}?` });
  await expect(confirm).toContainText(`${otherName} will not be told.`);
  await confirm.getByRole('button', { name: 'Block' }).click();
  await expect(her.getByText(`${otherName} is blocked`)).toBeVisible();

  // Gone for both, live: the Relationship Coach is left in each list, and her concierge in hers
  // (she has a plan).
  await expect(thread(her)).toBeHidden();
  await expect(conversations(her).getByRole('link')).toHaveCount(2);
  await expect(conversations(her)).toContainText('Your Concierge');
  await expect(thread(him)).toBeHidden();
  await expect(conversations(him).getByRole('link')).toHaveCount(1);
  await expect(conversations(him)).toContainText('Relationship Coach');

  // Her Settings list him, and lifting the block empties it.
  await her.getByRole('link', { name: 'Settings' }).first().click();
  const blocked = her.getByRole('list', { name: 'Blocked members' });
  await expect(blocked).toContainText(otherName);
  await blocked.getByRole('button', { name: `Unblock ${otherName}` }).click();
  await expect(her.getByText(`${otherName} is unblocked`)).toBeVisible();
  await expect(her.getByText('You have not blocked anyone.')).toBeVisible();
  // She steps away for a while, and comes back.
  await her.getByRole('button', { name: 'Pause my profile' }).click();
  await expect(her.getByText(/^Paused since /)).toBeVisible();
  await her.reload();
  await expect(her.getByText(/^Paused since /)).toBeVisible();
  await expectNoSeriousA11yViolations(her, 'the settings section');
  await her.getByRole('button', { name: 'Resume my profile' }).click();
  await expect(her.getByText('Your profile is visible to matches')).toBeVisible();

  // Her email choices: product news off here; accepted-request mails off from the mail itself.
  const choice = (label: string) =>
    her.getByRole('list', { name: 'Email notifications' }).getByLabel(label, { exact: true });
  await choice('Product news').click();
  await expect(choice('Product news')).not.toBeChecked();
  const herEmail = (await (await her.request.get('/api/profile')).json()).email as string;
  const accepted = (await readMailbox(her.request, herEmail)).find(
    (m) => m.kind === 'requestAccepted',
  );
  expect(accepted?.subject).toMatch(/accepted your chat request$/);
  const unsubscribe = /https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(accepted!.text)![0];
  await her.goto(unsubscribe);
  await expect(her.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await expect(her.getByText('"Accepted requests"')).toBeVisible();
  await her.getByRole('link', { name: 'Email settings' }).click();
  await expect(choice('Accepted requests')).not.toBeChecked();
  await expect(choice('Product news')).not.toBeChecked();
  await expect(choice('Chat requests')).toBeChecked();
});

test('a member reports a match from the chat with a message attached, a moderator suspends them, and she downloads her data and deletes her account', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { him, her } = await pairInConversation(browser);
  const hisComposer = him.getByRole('textbox', { name: 'Message' });
  await hisComposer.fill('Send me $300 for a train ticket and I will visit you.');
  await hisComposer.press('Enter');
  await expect(thread(her).getByText('Send me $300 for a train ticket')).toBeVisible();
  const otherName = await chooseInThreadMenu(her, 'Report');
  const form = her.getByRole('dialog', { name: `Report ${otherName}` });
  await form.getByRole('button', { name: 'Report and Block' }).click();
  await expect(form.getByText('Choose a reason for the report.')).toBeVisible();
  await form.getByLabel('Reason').selectOption({ label: 'Scam or money requests' });
  await form.getByLabel('What happened (optional)').fill('He keeps asking for money.');
  await form.getByLabel(/Send me \$300/).check();
  await expectNoSeriousA11yViolations(her, 'the report dialog');
  await form.getByRole('button', { name: 'Report and Block' }).click();
  await expect(her.getByText('Thank you for your report')).toBeVisible();
  await expect(thread(her)).toBeHidden();
  await expect(thread(him)).toBeHidden();
  const herEmail = (await (await her.request.get('/api/profile')).json()).email as string;
  await expect
    .poll(async () => (await readMailbox(her.request, herEmail)).map((m) => m.subject))
    .toContain('We received your report');

  // The moderator finds the report in the queue, with the message, and suspends him for 7 days.
  const hisEmail = (await (await him.request.get('/api/profile')).json()).email as string;
  const moderator = await (await browser.newContext()).newPage();
  await signInByApi(moderator, admin.email, admin.password);
  await moderator.goto('/admin?tab=reports');
  await expect(moderator.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const card = moderator.getByRole('article').filter({ hasText: hisEmail });
  await expect(card).toContainText('Scam or money requests');
  await expect(card).toContainText('He keeps asking for money.');
  await expect(card.getByRole('list', { name: 'Messages attached' })).toContainText(
    'Send me $300 for a train ticket',
  );
  await expectNoSeriousA11yViolations(moderator, 'the moderation queue');
  await card.getByRole('button', { name: 'Suspend' }).click();
  const decision = moderator.getByRole('dialog', { name: `Suspend ${otherName}` });
  await decision.getByLabel('Reason (for the audit log)').fill('Asked a member for money.');
  await decision.getByRole('button', { name: 'Suspend' }).click();
  await expect(moderator.getByText('Report decided')).toBeVisible();
  await expect(card).toBeHidden();

  // He is signed out at once: his next page load goes to the landing page.
  await him.goto('/user');
  await expect(him).toHaveURL(/\/$/);
  await expect
    .poll(async () => (await readMailbox(her.request, herEmail)).map((m) => m.subject))
    .toContain('Your report has been reviewed');

  // She takes a copy of her data, then leaves Right One for good.
  await her.goto('/user?section=settings');
  await her.getByRole('button', { name: 'Email me a copy' }).click();
  await expect(her.getByText('We are preparing your data')).toBeVisible();
  const link = await mailLink(her.request, herEmail, 'data-export');
  const download = her.waitForEvent('download');
  await her.evaluate((url) => window.location.assign(url), link);
  const zip = unzipSync(readFileSync(await (await download).path()));
  const data = JSON.parse(strFromU8(zip['right-one-data.json']!));
  expect(data.account.email).toBe(herEmail);
  expect(data.reportsFiled).toHaveLength(1);
  expect(data.reportsFiled[0].note).toBe('He keeps asking for money.');
  await her.reload();
  await expect(her.getByText(/^You downloaded the copy you asked for on/)).toBeVisible();

  await her.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = her.getByRole('dialog', { name: 'Delete your account?' });
  await expect(confirm).toContainText('shown as from “Deleted member”');
  await confirm.getByLabel('Password').fill('not my password');
  await confirm.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(confirm.getByText('That password is not right.')).toBeVisible();
  await expectNoSeriousA11yViolations(her, 'the delete-account dialog');
  await confirm.getByLabel('Password').fill(MEMBER_PASSWORD);
  await confirm.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(her.getByText('Your account has been deleted')).toBeVisible();
  await expect(her).toHaveURL(/\/$/);
  await expect
    .poll(async () => (await readMailbox(her.request, herEmail)).map((m) => m.subject))
    .toContain('Your Right One account has been deleted');
  // Gone: her session, and signing in again.
  expect((await her.request.get('/api/profile')).status()).toBe(401);
  const again = await her.request.post('/api/auth/sign-in/email', {
    data: { email: herEmail, password: MEMBER_PASSWORD },
    // From our own page, as the sign-in form sends it (her browser may still hold the old cookie).
    headers: { origin: new URL(her.url()).origin },
  });
  expect(again.status()).toBe(401);
});
