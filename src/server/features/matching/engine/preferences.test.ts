import { describe, expect, it } from 'vitest';
import { blueprintQuestionBank } from '#server/features/quizzes/index.js';
import { unitVector } from './geo.js';
import { preferenceWord, preferencesAllow, TOPIC_QUESTIONS, topicStance } from './preferences.js';
import type { MemberInput } from './types.js';

const YEAR = 2026;
const neutral = Array.from({ length: 60 }, () => 3);
const member = (age: number, more: Partial<MemberInput> = {}): MemberInput => ({
  id: `m${age}`,
  gender: 'Woman',
  lookingFor: 'Man',
  ethnicity: 'White',
  ethnicityPreference: "Doesn't matter",
  birthYear: YEAR - age,
  lat: 40,
  lon: -100,
  blueprint: neutral,
  eq: [13, 13, 13, 13, 13],
  ...more,
});

/** Whether a and b fit each other, `miles` apart along a meridian. */
function fit(a: MemberInput, b: MemberInput, miles = 0): boolean {
  const [xa, ya, za] = unitVector(40, -100);
  const [xb, yb, zb] = unitVector(40 + miles / 69.09, -100);
  const dot = xa * xb + ya * yb + za * zb;
  const [ageA, ageB] = [YEAR - a.birthYear, YEAR - b.birthYear];
  const [wa, wb] = [preferenceWord(a, YEAR), preferenceWord(b, YEAR)];
  const allowed = preferencesAllow(wa, ageA, wb, ageB, dot);
  expect(preferencesAllow(wb, ageB, wa, ageA, dot)).toBe(allowed);
  return allowed;
}

const answering = (topic: keyof typeof TOPIC_QUESTIONS, answer: number) => {
  const blueprint = [...neutral];
  for (const q of TOPIC_QUESTIONS[topic]) blueprint[q] = answer;
  return blueprint;
};

describe('match preferences', () => {
  it('keeps the default age rule both ways until a member sets their own', () => {
    expect(fit(member(30), member(40))).toBe(true);
    expect(fit(member(30), member(41))).toBe(false);
    expect(fit(member(22), member(30))).toBe(true);
    expect(fit(member(21), member(30))).toBe(false);
    expect(fit(member(17), member(18))).toBe(false);
  });

  it('holds each member to the other’s own age range', () => {
    const narrow = member(30, { ageRange: { min: 25, max: 32 } });
    expect(fit(narrow, member(35))).toBe(false);
    expect(fit(narrow, member(32))).toBe(true);
    // A 48-year-old is outside a 30-year-old's default window, but inside a range set to 50;
    // the 48-year-old must accept 30 too, which their default window (31-58) does not.
    const wide = member(30, { ageRange: { min: 18, max: 50 } });
    expect(fit(wide, member(48))).toBe(false);
    expect(fit(wide, member(48, { ageRange: { min: 28, max: 55 } }))).toBe(true);
    expect(fit(member(30), member(48, { ageRange: { min: 28, max: 55 } }))).toBe(false);
  });

  it('needs the pair within the smaller of the two distances; anywhere accepts any', () => {
    expect(fit(member(30), member(32), 49)).toBe(true);
    expect(fit(member(30), member(32), 51)).toBe(false);
    expect(fit(member(30, { maxDistanceMiles: 25 }), member(32), 30)).toBe(false);
    expect(fit(member(30, { maxDistanceMiles: 100 }), member(32), 80)).toBe(false);
    const far = { maxDistanceMiles: 100 };
    expect(fit(member(30, far), member(32, far), 99)).toBe(true);
    const anywhere = { maxDistanceMiles: null };
    expect(fit(member(30, anywhere), member(32, anywhere), 1500)).toBe(true);
    expect(fit(member(30, anywhere), member(32, far), 150)).toBe(false);
  });

  it('rules out opposite answers on a topic either one made a dealbreaker, and nothing else', () => {
    const wants = member(30, { blueprint: answering('children', 5) });
    const doesNot = member(32, { blueprint: answering('children', 1) });
    const unsure = member(32, { blueprint: answering('children', 3) });
    expect(fit(wants, doesNot)).toBe(true);
    const strict = { ...wants, dealbreakers: ['children'] as const };
    expect(fit(strict, doesNot)).toBe(false);
    expect(fit(wants, { ...doesNot, dealbreakers: ['children'] })).toBe(false);
    expect(fit(strict, unsure)).toBe(true);
    expect(fit({ ...wants, dealbreakers: ['faith', 'marriage'] }, doesNot)).toBe(true);
  });

  it('reads a stance from the topic’s answers: 3.5 and up yes, 2.5 and down no', () => {
    const of = (answers: number[]) => {
      const blueprint = [...neutral];
      TOPIC_QUESTIONS.marriage.forEach((q, i) => (blueprint[q] = answers[i]!));
      return topicStance(blueprint, 'marriage');
    };
    expect(of([4, 3])).toBe('yes');
    expect(of([4, 2])).toBe('in between');
    expect(of([3, 2])).toBe('no');
  });

  it('names the Blueprint questions that ask about each topic', () => {
    const bank = blueprintQuestionBank();
    const traits = { faith: 'faith_meaning', children: 'wants_children', marriage: 'marriage' };
    for (const [topic, trait] of Object.entries(traits)) {
      const asked = bank.flatMap((q, i) => (q.variable === trait ? [i] : []));
      expect(TOPIC_QUESTIONS[topic as keyof typeof traits]).toEqual(asked);
    }
  });
});
