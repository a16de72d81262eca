import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { buyBlueprintByApi, memberWith } from './support/members.js';
import { connectedPair } from './support/pairs.js';
import { gotoLive } from './support/realtime.js';

const thread = (page: Page) => page.getByRole('region', { name: /^Conversation with/ });

test('two connected members chat both ways live, and the thread survives a reload', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const him = await (await browser.newContext()).newPage();
  const her = await (await browser.newContext()).newPage();
  const sessionId = await connectedPair(him, her);

  // He opens Chat from the sidebar: the list, and no conversation open yet.
  await gotoLive(him, '/user');
  await him.getByRole('link', { name: 'Chat' }).first().click();
  await expect(him.getByText('Select a chat to start messaging')).toBeVisible();
  const conversations = him.getByRole('list', { name: 'Conversations' });
  // The Relationship Coach is always first, then the match.
  await expect(conversations.getByRole('link')).toHaveCount(2);
  await expect(conversations.getByRole('link').first()).toContainText('Relationship Coach');
  await conversations.getByRole('link').nth(1).click();
  await expect(him).toHaveURL(new RegExp(`section=chat&c=${sessionId}`));

  // She has the conversation open (a direct link) when his message arrives.
  await gotoLive(her, `/user?section=chat&c=${sessionId}`);
  const hisComposer = him.getByRole('textbox', { name: 'Message' });
  await expect(hisComposer).toHaveAttribute('placeholder', 'Type a message...');
  await hisComposer.fill('Hi! Your Blueprint said you love hiking.');
  await hisComposer.press('Enter');
  await expect(hisComposer).toHaveValue('');
  await expect(thread(her).getByText('Hi! Your Blueprint said you love hiking.')).toBeVisible();

  // The emoji picker works from the keyboard: about 100 emoji, 8 to a row.
  await hisComposer.fill('Great ');
  await him.getByRole('button', { name: 'Add an emoji' }).click();
  const emoji = him.getByRole('group', { name: 'Emoji' }).getByRole('button');
  expect(await emoji.count()).toBeGreaterThanOrEqual(100);
  await expect(emoji.first()).toBeFocused();
  await him.keyboard.press('ArrowRight');
  await him.keyboard.press('ArrowRight');
  await him.keyboard.press('ArrowDown');
  await expect(emoji.nth(10)).toBeFocused();
  const picked = await emoji.nth(10).textContent();
  await him.keyboard.press('Enter');
  await expect(hisComposer).toHaveValue(`Great ${picked}`);
  await expect(hisComposer).toBeFocused();
  await hisComposer.press('Enter');

  // Shift+Enter starts a new line; the send button sends.
  const herComposer = her.getByRole('textbox', { name: 'Message' });
  await herComposer.fill('I do!');
  await expect(thread(him).getByText('Robin is typing...')).toBeVisible();
  await herComposer.press('Shift+Enter');
  await herComposer.pressSequentially('Saturday?');
  await her.getByRole('button', { name: 'Send message' }).click();
  await expect(thread(him).getByText(/I do!\s+Saturday\?/)).toBeVisible();
  // She has read his message: he sees it was seen.
  await expect(thread(him).getByText(/· Seen/)).toBeVisible();
  await expectNoSeriousA11yViolations(him, 'chat');

  await him.reload();
  await expect(thread(him).getByText('Hi! Your Blueprint said you love hiking.')).toBeVisible();
  await expect(thread(him).getByText(/I do!\s+Saturday\?/)).toBeVisible();

  // Away from the chat, a new message shows as unread beside 'Chat' in his sidebar.
  await gotoLive(him, '/user');
  await herComposer.fill('See you at 9!');
  await herComposer.press('Enter');
  await expect(him.getByRole('link', { name: /^Chat\s*1\s*unread$/ })).toBeVisible();
  await him.getByRole('link', { name: /^Chat\s*1\s*unread$/ }).click();
  await him.getByRole('list', { name: 'Conversations' }).getByRole('link').nth(1).click();
  await expect(thread(him).getByText('See you at 9!')).toBeVisible();
  await expect(him.getByRole('link', { name: 'Chat', exact: true })).toBeVisible();
});

test('a member without Premium is offered Premium in the chat section', async ({ page }) => {
  await memberWith(page);
  await page.goto('/user?section=chat');
  await expect(
    page.getByRole('heading', { name: 'Chat with your matches with Premium' }),
  ).toBeVisible();
  await expect(
    page.getByText('Your AI Relationship Coach, grounded in your own results'),
  ).toBeVisible();
  await expect(page.getByText('One payment of $59.90.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
    'href',
    /\/blueprint-payment\?/,
  );
});

test('a member talks with the Relationship Coach, who knows their results, and the talk is kept', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const member = await memberWith(page, { blueprint: true, eq: true });
  await buyBlueprintByApi(page.request);
  await gotoLive(page, '/user?section=chat');
  await page.getByRole('link', { name: /Relationship Coach/ }).click();
  const coach = page.getByRole('region', { name: 'Conversation with your Relationship Coach' });
  const first = member.name.split(' ')[0]!;
  await expect(
    coach.getByText(`Hello ${first}! I am your Relationship Coach.`, { exact: false }),
  ).toBeVisible();

  const composer = coach.getByRole('textbox', { name: 'Message' });
  await composer.fill('I have a first date on Friday and I am nervous. Any tips?');
  await composer.press('Enter');
  await expect(
    coach.getByText('I have a first date on Friday and I am nervous. Any tips?'),
  ).toBeVisible();
  const reply = coach.getByText(/^A first date is less an exam than a shared experiment/);
  await expect(reply).toBeVisible();
  // Grounded in her results: her style and band, then her leading EQ skill or that none leads.
  await expect(
    coach.getByText(
      /As the [A-Z][a-z]+ [A-Z][a-z]+ with [A-Za-z-]+ EQ, (your (Self-Awareness|Emotional Regulation|Empathy|Social Skills|Motivation) is an asset|no single EQ skill of yours leads)/,
    ),
  ).toBeVisible();
  await expect(coach.getByText('AI is thinking...')).toHaveCount(0);
  await expect(composer).toHaveValue('');

  // A reload keeps the whole conversation.
  await page.reload();
  await expect(reply).toBeVisible();
  await expect(
    coach.getByText('I have a first date on Friday and I am nervous. Any tips?'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'coach conversation');
});
