import { describe, expect, it } from 'vitest';
import { guardRedirect } from './guards';

const member = { id: 'u1', email: 'm@example.com', name: 'M', role: 'user' as const };
const admin = { ...member, role: 'admin' as const };
const tester = { ...member, role: 'tester' as const };

describe('route guards (docs/product-rules.md §6)', () => {
  it('signed-in pages send visitors to /', () => {
    expect(guardRedirect('signedIn', null)).toBe('/');
    expect(guardRedirect('signedIn', member)).toBeNull();
  });

  it('the plan checkout and its success page send visitors to /login', () => {
    expect(guardRedirect('member', null)).toBe('/login');
    expect(guardRedirect('member', member)).toBeNull();
  });

  it('login and sign-up send signed-in members to /user', () => {
    expect(guardRedirect('signedOut', member)).toBe('/user');
    expect(guardRedirect('signedOut', null)).toBeNull();
  });

  it('/admin lets admins in, sends members and testers to /user and visitors to /', () => {
    expect(guardRedirect('admin', admin)).toBeNull();
    expect(guardRedirect('admin', member)).toBe('/user');
    expect(guardRedirect('admin', tester)).toBe('/user');
    expect(guardRedirect('admin', null)).toBe('/');
  });
});
