import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '#shared/contracts/auth.js';
import { lastMail, PASSWORD, setCookiesOf, signUpAndIn } from '#server/testing/accounts.js';
import { signIn } from '#server/testing/auth-flows.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await signUpAndIn(t, 'uma@example.com', 'Uma');
  // An account that signed up but never confirmed its email is an account all the same.
  await signUp('vic@example.com', 'Vic');
});
afterAll(() => t.close());

const signUp = (email: string, name: string, password = PASSWORD) =>
  t.call(authApi.signUp, { body: { email, password, name } });
const askReset = (email: string) => t.call(authApi.requestPasswordReset, { body: { email } });

/** Status, headers that could differ, and the body with every value replaced by its type. */
function shape(res: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  const typesOf = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(typesOf)
      : v && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, typesOf(x)]))
        : v === null
          ? 'null'
          : typeof v;
  return {
    status: res.statusCode,
    // Which cookies, not their values: the sign-up's registrant proof is a fresh HMAC each time.
    cookies: setCookiesOf(res).map((c) => c.replace(/=[^;]*/, '=…')),
    body: typesOf(JSON.parse(res.body)),
  };
}

describe('answers do not reveal whether an email has an account (docs/security-rules.md, rule 5)', () => {
  it('sign-up: an existing email gets the same answer as a new one', async () => {
    const fresh = await signUp('new1@example.com', 'New');
    const taken = await signUp('uma@example.com', 'Uma');
    const unconfirmed = await signUp('vic@example.com', 'Vic');
    expect(fresh.statusCode).toBe(200);
    expect(taken.body).toBe(fresh.body);
    expect(unconfirmed.body).toBe(fresh.body);
    expect(shape(taken)).toEqual(shape(fresh));
    expect(shape(unconfirmed)).toEqual(shape(fresh));
    // The owner hears about it by mail instead.
    expect((await lastMail(t, 'uma@example.com'))?.kind).toBe('existing-account');
  });

  it('sign-in: an unknown email and a wrong password answer alike', async () => {
    const unknown = await signIn(t, 'nobody@example.com', 'wrong password 1');
    const wrong = await signIn(t, 'uma@example.com', 'wrong password 1');
    const wrongUnconfirmed = await signIn(t, 'vic@example.com', 'wrong password 1');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrongUnconfirmed.body).toBe(unknown.body);
    expect(shape(wrong)).toEqual(shape(unknown));
    expect(shape(wrongUnconfirmed)).toEqual(shape(unknown));
  });

  it('password reset request: an unknown email answers like a known one', async () => {
    const unknown = await askReset('nobody@example.com');
    const known = await askReset('uma@example.com');
    const unconfirmed = await askReset('vic@example.com');
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(unconfirmed.body).toBe(unknown.body);
    expect(shape(known)).toEqual(shape(unknown));
    expect((await lastMail(t, 'uma@example.com'))?.kind).toBe('reset-password');
    expect(await lastMail(t, 'nobody@example.com')).toBeUndefined();
  });

  it('invalid input is refused the same way whether or not the email exists', async () => {
    const short = (email: string) => signUp(email, 'X', 'short');
    const [a, b] = [await short('uma@example.com'), await short('new2@example.com')];
    expect(a.statusCode).toBe(400);
    expect(a.body).toBe(b.body);
  });
});
