import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compatibilityReportsApi } from '#shared/contracts/compatibility-reports.js';
import { quizzesApi } from '#shared/contracts/quizzes.js';
import { blueprintProfile, profiles } from '#server/db/schema.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { answersFor, eqChoiceStoring, questionsOf } from '#server/testing/quiz-answers.js';

let t: TestApp;
let member: { cookie: string; id: string };
let texts: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  member = await signUpAndIn(t, 'iris@example.com', 'Iris');
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const reports = () => t.call(compatibilityReportsApi.list, {}, { cookie: member.cookie });
const setPlan = (plan: 'Free' | 'Premium', upgradedAt: Date | null) =>
  t.database.db.update(profiles).set({ plan, upgradedAt }).where(eq(profiles.id, member.id));
/**
 * True when the raw JSON body carries the start or the middle of a report text. (Not the end:
 * EQ insights may close with the same next steps as the EQ report, which every member gets.)
 */
const carries = (body: string, text: string) => {
  const json = JSON.stringify(text).slice(1, -1);
  const middle = Math.floor(json.length / 2);
  return body.includes(json.slice(0, 200)) || body.includes(json.slice(middle, middle + 200));
};
const hoursAgo = (h: number) => new Date(Date.now() - h * HOUR);
const states = (body: { cards: Array<{ kind: string; state: string; unlocksInHours?: number }> }) =>
  Object.fromEntries(
    body.cards.map((c) => [c.kind, c.state === 'locked' ? `locked ${c.unlocksInHours}` : c.state]),
  );

describe('GET /api/reports', () => {
  it('is for members only', async () => {
    const res = await t.call(compatibilityReportsApi.list);
    expect(res.statusCode).toBe(401);
  });

  it('asks for the Blueprint quiz first when there is none', async () => {
    const body = (await reports()).json();
    expect(body).toMatchObject({
      premium: false,
      upgradedAt: null,
      showsIntro: true,
      matchesCount: -1,
      eq: null,
      blueprint: null,
    });
    expect(new Set(body.cards.map((c: { state: string }) => c.state))).toEqual(
      new Set(['needs-blueprint']),
    );
    expect(body.cards).toHaveLength(4);
  });

  it('shows the EQ result and, for a free member with a Blueprint, asks to upgrade without sending any text', async () => {
    const eqQuestions = await questionsOf(t, 'emotional');
    const blueprintQuestions = await questionsOf(t, 'blueprint');
    const asMember = { cookie: member.cookie };
    const eqAnswers = answersFor(eqQuestions, eqChoiceStoring(4));
    const eqTaken = await t.call(quizzesApi.memberEq, { body: { answers: eqAnswers } }, asMember);
    expect(eqTaken.statusCode).toBe(200);
    const answers = answersFor(blueprintQuestions, (p) => (p % 4) + 2);
    const blueprint = await t.call(quizzesApi.memberBlueprint, { body: { answers } }, asMember);
    expect(blueprint.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(blueprintProfile)
      .where(eq(blueprintProfile.userId, member.id));
    texts = {
      eq_insights: row!.eqInsights!,
      individual_insights: row!.individualInsights!,
      relationship_development_insights: row!.relationshipDevelopmentInsights!,
      relationship_directional_insights: row!.relationshipDirectionalInsights!,
      blueprint: row!.blueprintReport!,
    };

    const res = await reports();
    const body = res.json();
    expect(body.eq).toMatchObject({ score: 100, band: 'Moderate-High EQ' });
    expect(body.blueprint).toEqual({ completedAt: expect.any(String), report: null });
    expect(new Set(body.cards.map((c: { state: string }) => c.state))).toEqual(
      new Set(['needs-upgrade']),
    );
    for (const text of Object.values(texts)) expect(carries(res.body, text)).toBe(false);
  });

  it.each([
    [
      1,
      {
        eq_insights: 'viewable',
        individual_insights: 'locked 23',
        relationship_development_insights: 'locked 47',
        relationship_directional_insights: 'locked 71',
      },
    ],
    [
      25,
      {
        eq_insights: 'viewable',
        individual_insights: 'viewable',
        relationship_development_insights: 'locked 23',
        relationship_directional_insights: 'locked 47',
      },
    ],
    [
      49,
      {
        eq_insights: 'viewable',
        individual_insights: 'viewable',
        relationship_development_insights: 'viewable',
        relationship_directional_insights: 'locked 23',
      },
    ],
    [
      73,
      {
        eq_insights: 'viewable',
        individual_insights: 'viewable',
        relationship_development_insights: 'viewable',
        relationship_directional_insights: 'viewable',
      },
    ],
  ])(
    'unlocks on schedule %i hours after the upgrade, sending only unlocked text',
    async (hours, expected) => {
      await setPlan('Premium', hoursAgo(hours));
      const res = await reports();
      const body = res.json();
      expect(body.premium).toBe(true);
      expect(states(body)).toEqual(expected);
      expect(body.blueprint!.report).toBe(texts.blueprint);
      for (const card of body.cards) {
        const text = texts[card.kind]!;
        expect(carries(res.body, text)).toBe(card.state === 'viewable');
        if (card.state === 'viewable') expect(card.text).toBe(text);
        else expect(card).not.toHaveProperty('text');
      }
    },
  );

  it('shows every report to a Premium member without an upgrade time', async () => {
    await setPlan('Premium', null);
    const body = (await reports()).json();
    expect(Object.values(states(body))).toEqual(['viewable', 'viewable', 'viewable', 'viewable']);
    expect(body.showsIntro).toBe(true);
  });

  it('shows the intro up to 4 days (96 whole hours) after upgrading, then the journey card', async () => {
    await setPlan('Premium', hoursAgo(96));
    expect((await reports()).json().showsIntro).toBe(true);
    await setPlan('Premium', hoursAgo(97));
    expect((await reports()).json().showsIntro).toBe(false);
  });

  it('hides the Blueprint report and every card text again when the plan is Free', async () => {
    await setPlan('Free', hoursAgo(200));
    const res = await reports();
    expect(res.json().blueprint!.report).toBeNull();
    for (const text of Object.values(texts)) expect(carries(res.body, text)).toBe(false);
  });
});
