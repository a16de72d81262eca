import { describe, expect, it } from 'vitest';
import { confirmedSetPasswordUrl, isSignInReturnPath, planCheckoutUrl } from './page-urls.js';

describe('isSignInReturnPath: where /login?next= may send a member on to', () => {
  it('takes an export link, a plan checkout and the Blueprint checkout of this site', () => {
    expect(isSignInReturnPath(`/api/account/export/${'a'.repeat(43)}`)).toBe(true);
    expect(isSignInReturnPath(planCheckoutUrl('basic'))).toBe(true);
    expect(isSignInReturnPath('/blueprint-payment?email=a%40b.co&userId=u1')).toBe(true);
  });

  it('refuses other origins, protocol-relative and backslash tricks, and other pages', () => {
    for (const path of [
      'https://evil.example/billing?plan=basic',
      '//evil.example/billing?plan=basic',
      '/\\evil.example/billing?plan=basic',
      'javascript:alert(1)',
      '/billing?plan=gold',
      '/admin',
      '',
    ])
      expect({ path, ok: isSignInReturnPath(path) }).toEqual({ path, ok: false });
  });
});

describe('confirmedSetPasswordUrl', () => {
  it('names the token, that the address is confirmed, and where to go on to', () => {
    expect(confirmedSetPasswordUrl('tok', '/billing?plan=basic')).toBe(
      '/reset-password?token=tok&confirmed=1&next=%2Fbilling%3Fplan%3Dbasic',
    );
    expect(confirmedSetPasswordUrl('tok', null)).toBe('/reset-password?token=tok&confirmed=1');
  });
});
