import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizzesApi } from '#shared/contracts/quizzes.js';
import { tempUser } from '#server/db/schema.js';
import { cookieFrom, lastMail, setCookiesOf } from '#server/testing/accounts.js';
import { bluzFlows, createQuizTestApp, type QuizTestApp } from '#server/testing/quiz-flows.js';

let t: QuizTestApp;
beforeAll(async () => {
  t = await createQuizTestApp();
});
afterAll(() => t.close());

const { tempUserId, cookieOf, signUp, accountOf } = bluzFlows(() => t);
const check = (id: string, cookie = '', key?: string) =>
  t.call(quizzesApi.tempUser, { params: { id }, query: { key } }, { cookie });
const mailedKey = async (email: string) =>
  /[?&]key=([\w-]+)/.exec((await lastMail(t, email))?.text ?? '')?.[1];

describe('a temporary user belongs to the browser that took the EQ quiz (docs/security-rules.md, rule 5a)', () => {
  it('hands that browser an HttpOnly quiz cookie and keeps only a hash of its key', async () => {
    const id = await tempUserId('owner@example.com');
    const quizCookie = cookieOf(id);
    expect(quizCookie).toMatch(new RegExp(`^ro_quiz=${id}\\.[\\w-]{43}$`));
    const [row] = await t.database.db.select().from(tempUser).where(eq(tempUser.id, id));
    expect(row?.accessKeyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(quizCookie).not.toContain(row!.accessKeyHash!);

    const res = await check(id, quizCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      exists: true,
      claimed: false,
      user: { email: 'owner@example.com', fullName: 'Noor Haddad' },
    });
  });

  it('shows anyone else holding only the id the same 404 as an unknown id', async () => {
    const id = await tempUserId('private@example.com');
    const other = await tempUserId('other@example.com');
    for (const res of [await check(id), await check(id, cookieOf(other))]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
      expect(res.body).not.toContain('private@example.com');
    }
    expect((await check(id, '', 'x'.repeat(43))).statusCode).toBe(404);
  });

  it('lets the results mail’s link open it in another browser, which then holds the cookie', async () => {
    const id = await tempUserId('phone@example.com');
    const key = await mailedKey('phone@example.com');
    const res = await check(id, '', key);
    expect(res.statusCode).toBe(200);
    const [set] = setCookiesOf(res);
    expect(set).toMatch(/^ro_quiz=/);
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(set).toMatch(/Path=\/api\/quizzes/);
    expect((await check(id, cookieFrom(res))).statusCode).toBe(200);
  });

  it('refuses the /bluz sign-up from a browser without the key, and creates nothing', async () => {
    const id = await tempUserId('stolen@example.com');
    const res = await signUp({ tempUserId: id, email: 'thief@example.com' }, 'another browser');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    expect(await accountOf('thief@example.com')).toBeUndefined();
    const [row] = await t.database.db.select().from(tempUser).where(eq(tempUser.id, id));
    expect(row?.claimedBy).toBeNull();
  });
});
