import { describe, expect, it } from 'vitest';
import type { MemberOverview } from '#shared/contracts/admin-users';
import {
  editUserSchema,
  editValuesOf,
  missesNameOrEmail,
  toUpdateMember,
  type EditUserValues,
} from './edit-user-values';

const ana = {
  id: 'u1',
  fullName: 'Ana Lima',
  email: 'ana@example.com',
  age: null,
  location: 'Lisbon',
  occupation: null,
  education: null,
  personality: 'INFJ',
  quizStatus: 'Completed',
  isActive: true,
  notes: null,
} as MemberOverview;

const values = (patch: Partial<EditUserValues> = {}) => ({ ...editValuesOf(ana), ...patch });

describe('the edit-user form', () => {
  it('starts from the member, with age 28 when they have none', () => {
    expect(editValuesOf(ana)).toEqual({
      fullName: 'Ana Lima',
      email: 'ana@example.com',
      age: '28',
      location: 'Lisbon',
      occupation: '',
      education: '',
      personality: 'INFJ',
      quizStatus: 'Completed',
      isActive: true,
      notes: '',
    });
    expect(editValuesOf({ ...ana, age: 41 }).age).toBe('41');
  });

  it('sends a blank age as none and a typed one as a number', () => {
    expect(toUpdateMember(values({ age: '' })).age).toBeNull();
    expect(toUpdateMember(values({ age: '35' })).age).toBe(35);
  });

  it('spots a blank name or email', () => {
    expect(missesNameOrEmail({ fullName: '  ', email: 'ana@example.com' })).toBe(true);
    expect(missesNameOrEmail({ fullName: 'Ana', email: '' })).toBe(true);
    expect(missesNameOrEmail({ fullName: 'Ana', email: 'ana@example.com' })).toBe(false);
  });

  it("checks the server's rules with messages an admin can act on", () => {
    expect(editUserSchema.safeParse(values()).success).toBe(true);
    const bad = editUserSchema.safeParse(values({ email: 'ana@', age: '12' }));
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['email', 'Please enter a valid email address'],
      ['age', 'Enter an age from 18 to 120, or leave it empty'],
    ]);
  });
});
