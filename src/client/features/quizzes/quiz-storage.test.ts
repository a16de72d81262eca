// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  finishBlueprint,
  readBlueprintProgress,
  readQuizContact,
  rememberQuizContact,
  saveBlueprintProgress,
} from './quiz-storage';

beforeEach(() => localStorage.clear());

describe('quiz storage', () => {
  it('remembers the contact under the keys the product names, trimmed', () => {
    rememberQuizContact('  Ada ', ' ada@example.com ');
    expect(localStorage.getItem('quiz_user_name')).toBe('Ada');
    expect(readQuizContact()).toEqual({ name: 'Ada', email: 'ada@example.com' });
  });

  it('returns empty strings when nothing is stored', () => {
    expect(readQuizContact()).toEqual({ name: '', email: '' });
  });

  it('resumes Blueprint progress only for the same temporary user and length', () => {
    saveBlueprintProgress('u1', [5, 4, 0]);
    expect(readBlueprintProgress('u1', 3)).toEqual([5, 4, 0]);
    expect(readBlueprintProgress('u2', 3)).toBeUndefined();
    expect(readBlueprintProgress('u1', 60)).toBeUndefined();
  });

  it('survives a corrupted value', () => {
    localStorage.setItem('blueprintAnswers', '{not json');
    expect(readBlueprintProgress('u1', 3)).toBeUndefined();
  });

  it('finishing marks the quiz completed and forgets the answers', () => {
    saveBlueprintProgress('u1', [5]);
    finishBlueprint();
    expect(localStorage.getItem('blueprintQuizCompleted')).toBe('true');
    expect(localStorage.getItem('blueprintAnswers')).toBeNull();
  });
});
