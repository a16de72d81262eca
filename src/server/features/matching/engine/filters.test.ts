import { describe, expect, it } from 'vitest';
import {
  acceptsEthnicity,
  defaultAgeWindow,
  ethnicitiesCompatible,
  ethnicityCode,
  ethnicityMask,
  gendersCompatible,
} from './filters.js';
import { ETHNICITIES } from './types.js';

describe('default age window', () => {
  it('is half your age plus seven (never under 18) up to ten years older, within twice (age - 7)', () => {
    expect(defaultAgeWindow(18)).toEqual({ min: 18, max: 22 });
    expect(defaultAgeWindow(22)).toEqual({ min: 18, max: 30 });
    expect(defaultAgeWindow(30)).toEqual({ min: 22, max: 40 });
    expect(defaultAgeWindow(46)).toEqual({ min: 30, max: 56 });
    expect(defaultAgeWindow(70)).toEqual({ min: 42, max: 80 });
  });

  it('is empty under 18', () => {
    const w = defaultAgeWindow(16);
    expect(w.min).toBeGreaterThan(w.max);
  });
});

describe('gender and ethnicity', () => {
  it('needs each to want the other', () => {
    const [woman, man] = [0, 1];
    expect(gendersCompatible(woman, man, man, woman)).toBe(true);
    expect(gendersCompatible(woman, woman, woman, woman)).toBe(true);
    expect(gendersCompatible(woman, man, man, man)).toBe(false);
    expect(gendersCompatible(man, woman, woman, woman)).toBe(false);
  });

  it('accepts everyone for "Doesn\'t matter" and only the named ethnicity otherwise', () => {
    for (const e of ETHNICITIES)
      expect(acceptsEthnicity(ethnicityMask("Doesn't matter"), ethnicityCode(e))).toBe(true);
    const asianOnly = ethnicityMask('Asian');
    expect(ETHNICITIES.filter((e) => acceptsEthnicity(asianOnly, ethnicityCode(e)))).toEqual([
      'Asian',
    ]);
  });

  it('needs both preferences to pass', () => {
    const [white, black] = [ethnicityCode('White'), ethnicityCode('Black')];
    expect(
      ethnicitiesCompatible(white, ethnicityMask('Black'), black, ethnicityMask("Doesn't matter")),
    ).toBe(true);
    expect(
      ethnicitiesCompatible(white, ethnicityMask('Black'), black, ethnicityMask('Black')),
    ).toBe(false);
  });
});
