import { expect, type Browser, type Page } from '@playwright/test';
import {
  answerQuestionnaire,
  buyBlueprintByApi,
  buyPlanByApi,
  headers,
  memberWith,
  ownProfile,
} from './members.js';
import { gotoLive } from './realtime.js';

/**
 * Him and her in one zip code, matched by their questionnaires (both took the Blueprint; she has
 * a plan, so she sees her matches). Answers his id.
 */
export async function matchedPair(him: Page, her: Page, zipCode: string) {
  await memberWith(him, { blueprint: true });
  await answerQuestionnaire(him.request, { gender: 'Man', lookingFor: 'Woman', zipCode });
  await memberWith(her, { blueprint: true });
  await buyPlanByApi(her.request, 'basic');
  await answerQuestionnaire(her.request, { gender: 'Woman', lookingFor: 'Man', zipCode });
  return (await ownProfile(him.request)).id;
}

/**
 * Two Premium members, matched and connected through the API (the matching journey clicks it):
 * she asks, he accepts. Answers their conversation's id.
 */
export async function connectedPair(him: Page, her: Page) {
  const zipCode = ['10017', '10018', '10019', '10021', '10022', '10023'][
    Math.floor(Math.random() * 6)
  ]!;
  await memberWith(him, { blueprint: true });
  await buyBlueprintByApi(him.request);
  await answerQuestionnaire(him.request, { gender: 'Man', lookingFor: 'Woman', zipCode });
  await memberWith(her, { blueprint: true });
  await buyPlanByApi(her.request, 'basic');
  await answerQuestionnaire(her.request, { gender: 'Woman', lookingFor: 'Man', zipCode });
  const { id: hisId } = await ownProfile(him.request);
  const asked = await her.request.post('/api/chat-requests', {
    headers,
    data: { receiverId: hisId },
  });
  expect(asked.ok(), `chat request: ${asked.status()}`).toBe(true);
  const { requestId } = (await asked.json()) as { requestId: string };
  const accepted = await him.request.post(`/api/chat-requests/${requestId}/accept`, { headers });
  expect(accepted.ok(), `accept: ${accepted.status()}`).toBe(true);
  return ((await accepted.json()) as { sessionId: string }).sessionId;
}

/**
 * A connected pair, each in a browser of their own (in the given time zones), both with their
 * conversation open and live. Answers the pages and the conversation's URL.
 */
export async function pairInConversation(
  browser: Browser,
  zones: { his?: string; hers?: string } = {},
) {
  const him = await (await browser.newContext({ timezoneId: zones.his })).newPage();
  const her = await (await browser.newContext({ timezoneId: zones.hers })).newPage();
  const sessionId = await connectedPair(him, her);
  const url = `/user?section=chat&c=${sessionId}`;
  await gotoLive(him, url);
  await gotoLive(her, url);
  return { him, her, url };
}
