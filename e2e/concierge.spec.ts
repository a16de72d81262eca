import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import {
  answerQuestionnaire,
  buyPlanByApi,
  headers,
  memberWith,
  ownProfile,
} from './support/members.js';
import { gotoLive } from './support/realtime.js';
import { admin, newMember, signInByApi, signUpVerified } from './support/users.js';

/** A first name no other journey's member has, so the concierge picks the right match. */
const uniqueFirstName = () => `Zed${Math.random().toString(36).slice(2, 7)}`;

test('an admin makes a concierge, who talks with a new plan member and introduces a match', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const zipCode = ['10021', '10022', '10023', '10024', '10025'][Math.floor(Math.random() * 5)]!;

  // The admin makes a team member a concierge, from the member overview's actions.
  const clara = await signUpVerified((await browser.newContext()).request, {
    ...newMember('concierge'),
    name: 'Clara Journey',
  });
  const adminPage = await (await browser.newContext()).newPage();
  await signInByApi(adminPage, admin.email, admin.password);
  await adminPage.goto(`/admin?q=${encodeURIComponent(clara.email)}`);
  await adminPage.getByRole('button', { name: 'Actions for Clara Journey' }).first().click();
  await adminPage.getByRole('menuitem', { name: 'Make Concierge' }).click();
  await expect(
    adminPage.getByText('Clara Journey has been converted to a concierge'),
  ).toBeVisible();

  // Two members who fit; she buys a plan, which gives her the concierge.
  const him = await (await browser.newContext()).newPage();
  const her = await (await browser.newContext()).newPage();
  await memberWith(him, { blueprint: true });
  const hisName = uniqueFirstName();
  const renamed = await him.request.put('/api/profile', {
    headers,
    data: {
      fullName: `${hisName} Moss`,
      age: 33,
      location: null,
      occupation: null,
      education: null,
      aboutMe: null,
      interestsHobbies: null,
      lookingFor: 'casual',
    },
  });
  expect(renamed.ok(), `rename: ${renamed.status()}`).toBe(true);
  await answerQuestionnaire(him.request, { gender: 'Man', lookingFor: 'Woman', zipCode });
  await memberWith(her, { blueprint: true });
  await buyPlanByApi(her.request, 'basic');
  await answerQuestionnaire(her.request, { gender: 'Woman', lookingFor: 'Man', zipCode });
  const { id: herId } = await ownProfile(her.request);

  // She finds Your Concierge below the coach, shares her file and says hello.
  await gotoLive(her, '/user?section=chat');
  await her.getByRole('link', { name: /Your Concierge/ }).click();
  const pane = her.getByRole('region', { name: 'Conversation with Your Concierge' });
  await expect(pane.getByText('Clara · a person on our team')).toBeVisible();
  await pane.getByLabel('Let Clara see my reports, questionnaire and matches').click();
  await expect(her.getByText('Shared with your concierge')).toBeVisible();
  await pane.getByPlaceholder('Type a message...').fill('Hello Clara, I would love some help.');
  await pane.getByPlaceholder('Type a message...').press('Enter');
  await expect(pane.getByText('Hello Clara, I would love some help.')).toBeVisible();
  await expectNoSeriousA11yViolations(her, 'the Your Concierge pane');

  // The concierge reads it in her workspace, answers, and introduces him with a note.
  const concierge = await (await browser.newContext()).newPage();
  await signInByApi(concierge, clara.email, clara.password);
  await gotoLive(concierge, `/concierge?m=${herId}`);
  await expect(concierge.getByText('Hello Clara, I would love some help.')).toBeVisible();
  await concierge.getByPlaceholder('Type a message...').fill('Welcome! I have someone in mind.');
  await concierge.getByPlaceholder('Type a message...').press('Enter');
  const row = concierge.getByRole('listitem').filter({ hasText: hisName });
  await row.getByRole('button', { name: 'Introduce' }).click();
  const dialog = concierge.getByRole('dialog', { name: `Introduce ${hisName}` });
  await dialog.getByLabel('Your note: why you chose them').fill('You both love a quiet morning.');
  await expectNoSeriousA11yViolations(concierge, 'the introduction dialog');
  await dialog.getByRole('button', { name: 'Introduce' }).click();
  await expect(dialog).toBeHidden();
  // Exact: the toast saying so is a list item too.
  await expect(row.getByText('Introduced', { exact: true })).toBeVisible();

  // Her answer arrives live; the Matches page shows him first, introduced, with the note.
  await expect(pane.getByText('Welcome! I have someone in mind.')).toBeVisible();
  await her.goto('/user?section=matches');
  await expect(her.getByText('3 connections left')).toBeVisible();
  const card = her.getByRole('article').filter({ hasText: hisName });
  await expect(card.getByText('Introduced by your concierge')).toBeVisible();
  await expect(card.getByText('You both love a quiet morning.')).toBeVisible();
  await expectNoSeriousA11yViolations(her, 'an introduced match');

  // Asking him to chat costs no connection.
  await card.getByRole('button', { name: `Chat with ${hisName}` }).click();
  await expect(card.getByRole('button', { name: 'Request Sent' })).toBeVisible();
  await expect(her.getByText('3 connections left')).toBeVisible();
});
