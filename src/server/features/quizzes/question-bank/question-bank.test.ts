import { describe, expect, it } from 'vitest';
import { EQ_QUESTIONS } from './eq-questions.js';
import { BLUEPRINT_QUESTIONS } from './blueprint-questions.js';
import {
  EQ_QUESTION_COUNT,
  EQ_REVERSE_SCORED,
  eqCategoryForIndex,
} from '#shared/domain/eq-scoring.js';
import { BLUEPRINT_QUESTION_COUNT, BLUEPRINT_SECTIONS } from '#shared/domain/blueprint-scoring.js';

const snakeCase = /^[a-z]+(_[a-z]+)*$/;

describe('EQ question bank', () => {
  it('has 25 statements, five per category in index order', () => {
    expect(EQ_QUESTIONS).toHaveLength(EQ_QUESTION_COUNT);
    const perCategory = new Map<string, number>();
    EQ_QUESTIONS.forEach((_, i) =>
      perCategory.set(eqCategoryForIndex(i), (perCategory.get(eqCategoryForIndex(i)) ?? 0) + 1),
    );
    expect([...perCategory.values()]).toEqual([5, 5, 5, 5, 5]);
  });

  it('flags exactly the reverse-scored positions as negatively keyed', () => {
    const flagged = EQ_QUESTIONS.flatMap((q, i) => (q.reverse ? [i] : []));
    expect(flagged).toEqual([...EQ_REVERSE_SCORED]);
  });

  it('has unique texts and unique snake_case variables', () => {
    expect(new Set(EQ_QUESTIONS.map((q) => q.question)).size).toBe(EQ_QUESTIONS.length);
    expect(new Set(EQ_QUESTIONS.map((q) => q.variable)).size).toBe(EQ_QUESTIONS.length);
    for (const q of EQ_QUESTIONS) expect(q.variable).toMatch(snakeCase);
  });
});

describe('Blueprint question bank', () => {
  it('has 60 statements, 15 per area, grouped in area order', () => {
    expect(BLUEPRINT_QUESTIONS).toHaveLength(BLUEPRINT_QUESTION_COUNT);
    BLUEPRINT_QUESTIONS.forEach((q, i) =>
      expect(q.section).toBe(BLUEPRINT_SECTIONS[Math.floor(i / 15)]),
    );
  });

  it('has unique texts, and every trait is measured by two or three statements of one area', () => {
    expect(new Set(BLUEPRINT_QUESTIONS.map((q) => q.question)).size).toBe(
      BLUEPRINT_QUESTIONS.length,
    );
    const traits = new Map<string, Set<string>>();
    const counts = new Map<string, number>();
    for (const q of BLUEPRINT_QUESTIONS) {
      expect(q.variable).toMatch(snakeCase);
      traits.set(q.variable, (traits.get(q.variable) ?? new Set()).add(q.section));
      counts.set(q.variable, (counts.get(q.variable) ?? 0) + 1);
    }
    for (const [trait, sections] of traits) expect(sections.size, trait).toBe(1);
    for (const [trait, n] of counts) expect(n >= 2 && n <= 3, trait).toBe(true);
  });

  it('uses inclusive wording without gendered assumptions', () => {
    for (const q of BLUEPRINT_QUESTIONS)
      expect(q.question).not.toMatch(/\b(he|she|him|her|his|husband|wife|boyfriend|girlfriend)\b/i);
  });
});
