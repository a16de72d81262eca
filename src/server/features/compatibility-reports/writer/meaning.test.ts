import { describe, expect, it } from 'vitest';
import { blueprintFrom, eqFrom } from './answer-patterns.js';
import { draftMemberReports } from './index.js';

/**
 * Issue 32: sentences a reader found that contradict the member's own answers, each rebuilt as
 * the member who got it. The claim suite checks levels; these check what the sentence means.
 */
const allText = (traits: Record<string, number>, fallback = 3, eq = [4, 4, 4, 4, 4]) =>
  Object.values(
    draftMemberReports({
      name: 'Avery',
      blueprint: blueprintFrom(traits, fallback),
      eq: eqFrom(eq),
    }).reports,
  )
    .map((r) => r.text)
    .join('\n');

describe('what a low score is taken to mean', () => {
  it('never calls a wish for togetherness easy-going', () => {
    const text = allText({ independence: 1 });
    expect(text).not.toMatch(/room of your own, where you are (most )?easy-going/);
  });

  it('calls only a relaxed preference easy-going, and ranks none of them as "most"', () => {
    const text = allText({ tidiness: 1, fidelity: 1 });
    expect(text).toMatch(/(tidiness|faithfulness|a tidy home)[^.]*, where you are easy-going/);
    expect(text).not.toContain('most easy-going');
  });

  it('never says closeness comes through conversation to a member who does not talk things through', () => {
    const text = allText({ physical_affection: 1, talking_it_through: 1 });
    expect(text).not.toMatch(/close through conversation/i);
  });
});

describe('levels and rankings', () => {
  it('never ranks communication first when the four areas are level', () => {
    const text = allText({}, 5);
    expect(text).toMatch(/four areas are level/);
    expect(text).not.toContain('where you invest the most');
  });
});

describe('rankings of traits', () => {
  it('ranks no trait first when two lead level with each other', () => {
    // Family and faith both answered 5: neither is "most of all" nor "your strongest trait".
    const text = allText({ family_closeness: 5, faith_meaning: 5 });
    expect(text).not.toMatch(/Most of all, you (keep your family|find)/);
    expect(text).not.toContain('your strongest trait');
    expect(text).toContain('one of your clearest leanings');
  });

  it('ranks a trait first when it leads the rest clearly', () => {
    const text = allText({ family_closeness: 5, faith_meaning: 4 });
    expect(text).toContain('Most of all, you keep your family close');
    expect(text).toContain('your strongest trait, closeness to family');
  });
});

describe('sentences that would fit anyone', () => {
  it('gives no stock frame to a strength', () => {
    expect(allText({ family_closeness: 5, faith_meaning: 5 })).not.toContain(
      'something solid to stand on',
    );
  });

  it('names the open life goals once, each with its own question, not one template per goal', () => {
    const text = allText({}, 3);
    expect(text).not.toContain('your view is not settled yet');
    expect(text.match(/You have not settled your views? on/g)).toHaveLength(1);
    expect(text).toContain('Picture a life with children in it and one without');
  });
});
