import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { readMailbox } from './support/mailbox.js';
import { ownProfile } from './support/members.js';
import { pairInConversation } from './support/pairs.js';
import { gotoLive } from './support/realtime.js';
import { proposeDate } from './support/dates.js';

const thread = (page: Page) => page.getByRole('log', { name: 'Messages' });
const card = (page: Page, title: string) => thread(page).getByRole('article', { name: title });

test('two members agree a date across a suggested change and both get the link, the invite and the mail', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { him, her, url } = await pairInConversation(browser, {
    his: 'America/New_York',
    hers: 'Europe/Paris',
  });

  // She proposes two days at two times each, a video date, from the conversation header.
  await her.getByRole('button', { name: 'Schedule Date' }).click();
  await expect(her.getByRole('dialog', { name: /^Schedule a Date with/ })).toBeVisible();
  await expect(her.getByRole('grid')).toBeVisible();
  await expectNoSeriousA11yViolations(her, 'the Schedule a Date dialog');
  await proposeDate(her, ['6:00 PM', '8:00 PM'], 'Video date');
  await expect(card(her, 'Date Request Sent')).toContainText('Waiting for response...');
  await expect(card(her, 'Date Request Sent')).toContainText('Pending');
  const received = card(him, 'Date Request Received');
  await expect(received).toBeVisible();
  // Her 6:00 PM in Paris is noon in New York: each sees the times in their own zone.
  await expect(received.getByRole('radio')).toHaveCount(4);
  await expect(received).toContainText('12:00 PM');
  await expect(card(her, 'Date Request Sent')).toContainText('6:00 PM');

  // He suggests other times instead: a phone date at 2:00 PM.
  await received.getByRole('button', { name: 'Suggest New' }).click();
  await expect(him.getByRole('dialog', { name: 'Suggest New Times' })).toBeVisible();
  await proposeDate(him, ['2:00 PM'], 'Phone date');
  await expect(card(him, 'Date Request Received')).toContainText('New times suggested');
  await expect(card(her, 'Date Request Sent')).toContainText('New times suggested');
  const counter = card(her, 'Date Request Received');
  await expect(counter).toContainText('Phone date');
  await expect(counter.getByRole('radio')).toHaveCount(2);

  // She accepts the second of his times.
  await counter.getByRole('radio').nth(1).check();
  await counter.getByRole('button', { name: 'Accept' }).click();
  for (const page of [her, him]) {
    const confirmed = card(page, 'Date Confirmed!');
    await expect(confirmed).toBeVisible();
    const join = confirmed.getByRole('link', { name: 'Join phone call' });
    await expect(join).toHaveAttribute('href', /^https:\/\/meet\.jit\.si\/RightOne-/);
    await expect(join).toHaveAttribute('href', /startAudioOnly=true/);
  }
  await expect(card(him, 'Date Confirmed!')).toContainText('2:00 PM');
  await expect(card(her, 'Date Confirmed!')).toContainText('8:00 PM');

  // It survives a reload, and 'Add to Calendar' offers Google and an .ics file.
  await gotoLive(her, url);
  const confirmed = card(her, 'Date Confirmed!');
  await expect(confirmed).toContainText('8:00 PM');
  await confirmed.getByRole('button', { name: 'Add to Calendar' }).click();
  await expect(her.getByRole('menuitem', { name: 'Google Calendar' })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
  );
  const ics = await her
    .getByRole('menuitem', { name: /\.ics/ })
    .getAttribute('href')
    .then((href) => her.request.get(href!));
  expect(ics.headers()['content-type']).toContain('text/calendar');
  expect(await ics.text()).toContain('BEGIN:VEVENT');
  await her.keyboard.press('Escape');
  await expectNoSeriousA11yViolations(her, 'a confirmed date in the chat');

  // Both got the confirmation mail with the invite.
  for (const page of [her, him]) {
    const { email } = await ownProfile(page.request);
    const mails = await readMailbox(page.request, email);
    expect(mails.some((m) => /^Your phone date with \w+ is confirmed$/.test(m.subject))).toBe(true);
  }
});

test('two matches reveal their identities by mutual consent, and only then see full names', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { him, her, url } = await pairInConversation(browser);
  const header = (page: Page) => page.getByRole('region', { name: /^Conversation with/ });

  // Until both agree, each sees only the other's first name, in the page and in every answer.
  await expect(header(her).getByRole('heading', { level: 2 })).toHaveText('Robin');
  const before = await (await her.request.get('/api/chats')).text();
  expect(before).not.toContain('Robin Tester');

  // She asks; Cancel changes nothing, 'Confirm Reveal' sends the request.
  await her.getByRole('button', { name: 'Reveal Identity' }).click();
  await her.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(thread(him).getByRole('article')).toHaveCount(0);
  await her.getByRole('button', { name: 'Reveal Identity' }).click();
  await her.getByRole('dialog').getByRole('button', { name: 'Confirm Reveal' }).click();
  await expect(her.getByRole('button', { name: 'Reveal Requested' })).toBeDisabled();
  const request = card(him, 'Identity Reveal Request');
  await expect(request).toBeVisible();
  await expect(header(him).getByRole('heading', { level: 2 })).toHaveText('Robin');

  // He confirms from the card: both see 'Identity Revealed' and the full name, also after a reload.
  await request.getByRole('button', { name: 'Confirm Reveal' }).click();
  await him.getByRole('dialog').getByRole('button', { name: 'Confirm Reveal' }).click();
  for (const page of [him, her]) {
    await expect(card(page, 'Identity Revealed')).toBeVisible();
    await expect(header(page).getByRole('heading', { level: 2 })).toHaveText('Robin Tester');
  }
  await gotoLive(her, url);
  await expect(header(her).getByRole('heading', { level: 2 })).toHaveText('Robin Tester');
  await expect(her.getByRole('button', { name: /^Reveal/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(her, 'a conversation after the identity reveal');
});

test('a meeting made in the scheduler is agreed at once, and either member can cancel it', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { him, her } = await pairInConversation(browser);
  const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

  await her.getByRole('button', { name: 'Schedule Meeting' }).click();
  const dialog = her.getByRole('dialog', { name: /^Schedule Meeting with/ });
  const create = dialog.getByRole('button', { name: 'Create Meeting' });
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Start Date & Time').fill(`${day}T18:00`);
  await dialog.getByLabel('End Date & Time').fill(`${day}T17:00`);
  await expect(dialog.getByText('End time must be after start time')).toBeVisible();
  await create.click();
  await expect(her.getByText('Invalid Time Range')).toBeVisible();
  await dialog.getByLabel('End Date & Time').fill(`${day}T19:30`);
  await expect(dialog.getByText('Duration: 90 minutes')).toBeVisible();
  await create.click();
  await expect(her.getByText('Meeting Scheduled Successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  for (const page of [her, him])
    await expect(
      card(page, 'Date Confirmed!').getByRole('link', { name: 'Join video date' }),
    ).toBeVisible();

  // He cancels it: she sees it at once, and both get the cancellation with the invite's CANCEL.
  await card(him, 'Date Confirmed!').getByRole('button', { name: 'Cancel date' }).click();
  await him
    .getByRole('dialog', { name: 'Cancel this date?' })
    .getByRole('button', { name: 'Cancel date' })
    .click();
  for (const page of [him, her])
    await expect(card(page, 'Date Confirmed!')).toContainText('This date was cancelled.');
  const { email } = await ownProfile(her.request);
  const subjects = (await readMailbox(her.request, email)).map((m) => m.subject);
  expect(subjects.some((s) => /^Your video date with \w+ is cancelled$/.test(s))).toBe(true);
});
