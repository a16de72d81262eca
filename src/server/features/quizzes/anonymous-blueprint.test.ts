import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blueprintProfile, emotionalProfile, profiles, tempUser } from '../../db/schema.js';
import {
  PASSWORD,
  cookieFrom,
  lastMail,
  post,
  setCookiesOf,
  signUpAndIn,
} from '../../testing/accounts.js';
import { bluzFlows, createQuizTestApp, type QuizTestApp } from '../../testing/quiz-flows.js';

let t: QuizTestApp;
beforeAll(async () => {
  t = await createQuizTestApp();
});
afterAll(() => t.close());

const { tempUserId, signUp, accountOf } = bluzFlows(() => t);

describe('POST /api/quizzes/blueprint/anonymous (the /bluz sign-up)', () => {
  it('creates an unverified account, links the EQ result, stores the Blueprint and signs the person in', async () => {
    const temp = await tempUserId('noor@example.com');
    const res = await signUp({ tempUserId: temp, email: 'Noor@Example.com' });
    expect(res.statusCode).toBe(200);
    const { userId, email } = res.json();
    expect(email).toBe('noor@example.com');
    expect(res.body).not.toMatch(/token/i);

    const sessionCookie = setCookiesOf(res).find((c) => c.includes('session_token='));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    const profile = await t.app.inject({
      url: '/api/profile',
      headers: { cookie: cookieFrom(res) },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      id: userId,
      email: 'noor@example.com',
      fullName: 'Noor',
    });

    expect(await accountOf('noor@example.com')).toMatchObject({ id: userId, emailVerified: false });
    const mail = await lastMail(t, 'noor@example.com');
    expect(mail?.kind).toBe('verify-email');
    expect(mail?.text).toContain(`callbackURL=${encodeURIComponent('/login?verified=1')}`);

    const [claimed] = await t.database.db.select().from(tempUser).where(eq(tempUser.id, temp));
    expect(claimed?.claimedBy).toBe(userId);
    const [eqRow] = await t.database.db
      .select()
      .from(emotionalProfile)
      .where(eq(emotionalProfile.userId, userId));
    expect(eqRow?.eqResult).toMatchObject({ score: 100, maxScore: 125, band: 'Moderate-High EQ' });
    expect(eqRow?.eqInsights).toMatch(/^# The /);
    const [bp] = await t.database.db
      .select()
      .from(blueprintProfile)
      .where(eq(blueprintProfile.userId, userId));
    for (const text of [
      bp?.blueprintReport,
      bp?.eqInsights,
      bp?.individualInsights,
      bp?.relationshipDevelopmentInsights,
      bp?.relationshipDirectionalInsights,
    ]) {
      expect(text?.length).toBeGreaterThan(1000);
    }
    expect(bp?.scores).toMatchObject({ answered: 60 });
    const [p] = await t.database.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(p?.emotionalType).toBe((eqRow?.eqResult as { emotionalType: string }).emotionalType);

    const check = await t.app.inject(`/api/quizzes/temp-users/${temp}`);
    expect(check.json().claimed).toBe(true);
  });

  it('keeps the account unable to sign in with its password until the email is verified', async () => {
    const res = await post(t, '/api/auth/sign-in/email', {
      email: 'noor@example.com',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('refuses a temporary user that was already claimed with 409 ALREADY_CLAIMED', async () => {
    const [claimed] = await t.database.db
      .select()
      .from(tempUser)
      .where(eq(tempUser.email, 'noor@example.com'));
    const res = await signUp({ tempUserId: claimed!.id, email: 'second@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('ALREADY_CLAIMED');
    expect(await accountOf('second@example.com')).toBeUndefined();
  });

  it("answers an existing email with 409 USER_EXISTS, 'The User Already Existed', and changes nothing", async () => {
    await signUpAndIn(t, 'taken@example.com', 'Taken');
    const temp = await tempUserId('taken@example.com');
    const res = await signUp({ tempUserId: temp, email: 'taken@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'USER_EXISTS', message: 'The User Already Existed' });
    expect(setCookiesOf(res)).toEqual([]);
    const [still] = await t.database.db.select().from(tempUser).where(eq(tempUser.id, temp));
    expect(still?.claimedBy).toBeNull();
  });

  it('refuses a sign-up without a temporary user: the flow starts from a real EQ result', async () => {
    const res = await signUp({ tempUserId: null, email: 'solo@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });
});
