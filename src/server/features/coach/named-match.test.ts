import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchingApi } from '#shared/contracts/matching.js';
import { connectedPair } from '#server/testing/chat-pairs.js';
import { ask, piecesText } from '#server/testing/coach.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { conversationStarters } from '../chats/starter-facts.js';
import { mentionedName } from './named-match.js';

/** Issue 32: 'is Bo a good fit?' and 'what do I write to Bo?', from the pair's own facts. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a match the member names to the coach', () => {
  it('answers whether they fit from the match card, and drafts openers from the same facts', async () => {
    const { a, b, sessionId } = await connectedPair(t, ['Ada', 'Bogdan']);
    const card = (await t.call(matchingApi.matches, {}, { cookie: a.cookie })).json().matches[0]!;
    expect(card.reasons.length).toBeGreaterThan(0);

    const fit = piecesText((await ask(t, a.cookie, 'Is bogdan a good fit for me?')).events);
    expect(fit).toMatch(/^Here is what you and Bogdan share, from your match card:/);
    for (const reason of card.reasons) expect(fit).toContain(`• ${reason}`);

    const openers = piecesText(
      (await ask(t, a.cookie, 'Write me an opening message for Bogdan')).events,
    );
    expect(openers).toMatch(/^Three openers for Bogdan, drawn from what you two share:/);
    for (const line of await conversationStarters(t.database.db, sessionId, a.id, 0))
      expect(openers).toContain(`• ${line}`);
    // Only what Ada may see: never Bogdan's address.
    expect(`${fit}${openers}`).not.toContain(b.email);
  });
});

describe('finding the name in the question', () => {
  const matches = [{ name: 'Sam' }, { name: 'Alexandra Stone' }, { name: 'Al' }];
  it.each([
    ['is sam right for me?', 'Sam'],
    ['What should I write to Alexandra?', 'Alexandra Stone'],
    ['Sam or Alexandra, who fits me better?', 'Sam'],
  ])('%s → %s', (text, name) => {
    expect(mentionedName(text, matches)?.name).toBe(name);
  });

  it('needs the whole name as a word of its own', () => {
    expect(mentionedName('Samantha asked me out', matches)).toBeNull();
    expect(mentionedName('I feel so alone', matches)).toBeNull();
  });
});
