import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/connect.js';
import { matchedUsers } from '#server/db/schema.js';
import { answerChatRequest, sendChatRequest } from '../chat-requests/index.js';
import { otherMemberOf, postCard, storeMessage } from '../chats/index.js';
import { answerDate, proposeDate, type DateMails } from '../dates/index.js';
import { consentToReveal } from '../identity/index.js';
import { grantMatchCredits } from '../profiles/index.js';

/** What the story needs beyond the database: where an agreed date's room and mails come from. */
export interface StorySetup {
  db: Db;
  jitsiBaseUrl: string;
  mails: DateMails;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Evening `days` from now at `hour` o'clock, New York time (UTC-5 in winter, close enough in summer). */
const daysAhead = (days: number, hour: number) => {
  const at = new Date(Date.now() + days * DAY_MS);
  at.setUTCHours(hour + 5, 0, 0, 0);
  return at.toISOString();
};

/** The first conversation: warm, a little playful, heading for a date. */
const FIRST_TALK = [
  'Hi! Our reports say we both recharge with quiet weekends. True for you too?',
  'Very true. Saturday mornings are for the farmers market and nothing else.',
  'Union Square? I might have seen you at the bread stall.',
  'Guilty. The sourdough there is worth the line. What brings you to Right One?',
  'I wanted to meet someone for who they are, not for a photo. The Blueprint was scarily accurate.',
  'Same. Mine said I say what I mean, which my friends confirmed a bit too fast.',
  'Ha. Would you like to talk on video this week? It feels easier than typing.',
  "I'd like that. Pick a time that works and I'll be there.",
];

/** The second: newer, still getting to know each other. */
const SECOND_TALK = [
  'Hello Maya! I saw we matched on values and goals. I would love to hear about your work.',
  "Hi! I'm a pediatric nurse, so my days are loud and my evenings are quiet. You?",
  'Busy weeks here too. My evenings are for cooking and long walks by the river.',
  'What do you cook when nobody is watching?',
  'Lentil soup, every Sunday. It is the one thing I never get wrong.',
  'That sounds lovely. I would like to hear the rest of the story on a call sometime.',
];

async function talk(db: Db, sessionId: string, lines: string[], a: string, b: string) {
  for (const [i, content] of lines.entries())
    await storeMessage(db, { id: randomUUID(), sessionId, senderId: i % 2 ? b : a, content });
}

/** Maya's best matches who have her in their own list (each can write to the other). */
async function bestMatchesOf(db: Db, userId: string, count: number) {
  const rows = await db
    .select({ id: matchedUsers.matchedUserId })
    .from(matchedUsers)
    .where(eq(matchedUsers.userId, userId))
    .orderBy(desc(matchedUsers.score));
  if (rows.length < count)
    throw new Error(`the demo world gave its Premium member ${rows.length} matches`);
  return rows.slice(0, count).map((r) => r.id);
}

/**
 * The prepared Premium member's story, told through the product's own services: a revealed
 * conversation with an agreed video date, a newer one with a call proposed to her, a chat
 * request waiting for her answer, and one she sent that is still waiting.
 */
export async function tellMayasStory(setup: StorySetup, mayaId: string) {
  const { db } = setup;
  const [first, second, asking, asked] = await bestMatchesOf(db, mayaId, 4);
  // The members who write to her first need a connection to spend, as anyone would.
  for (const id of [second!, asking!]) await grantMatchCredits(db, id, 1);

  const sent = await sendChatRequest(db, mayaId, first!);
  const { sessionId: firstSession } = await answerChatRequest(
    db,
    first!,
    sent.requestId,
    'accepted',
  );
  await talk(db, firstSession!, FIRST_TALK, mayaId, first!);
  await consentToReveal(db, { otherMemberOf, postCard }, firstSession!, mayaId);
  await consentToReveal(db, { otherMemberOf, postCard }, firstSession!, first!);
  const video = await proposeDate(db, firstSession!, mayaId, {
    dateType: 'video',
    options: [daysAhead(3, 19), daysAhead(4, 20)],
    timeZone: 'America/New_York',
  });
  await answerDate(
    db,
    video.dateRequest.id,
    first!,
    { action: 'accept', option: video.dateRequest.options[0] },
    setup,
  );

  const theirs = await sendChatRequest(db, second!, mayaId);
  const { sessionId: secondSession } = await answerChatRequest(
    db,
    mayaId,
    theirs.requestId,
    'accepted',
  );
  await talk(db, secondSession!, SECOND_TALK, second!, mayaId);
  await proposeDate(db, secondSession!, second!, {
    dateType: 'phone',
    options: [daysAhead(2, 18), daysAhead(5, 12)],
    timeZone: 'America/New_York',
  });

  await sendChatRequest(db, asking!, mayaId);
  await sendChatRequest(db, mayaId, asked!);
  return { conversations: [firstSession!, secondSession!] };
}
