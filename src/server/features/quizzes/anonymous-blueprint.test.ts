import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizzesApi } from '#shared/contracts/quizzes.js';
import { blueprintProfile, emotionalProfile, profiles, tempUser } from '#server/db/schema.js';
import { blueprintCheckoutUrl } from '#shared/page-urls.js';
import { cookieFrom, lastMail, setCookiesOf, signUpAndIn } from '#server/testing/accounts.js';
import { signIn } from '#server/testing/auth-flows.js';
import { bluzFlows, createQuizTestApp, type QuizTestApp } from '#server/testing/quiz-flows.js';

let t: QuizTestApp;
beforeAll(async () => {
  t = await createQuizTestApp();
});
afterAll(() => t.close());

const { tempUserId, cookieOf, signUp, accountOf } = bluzFlows(() => t);

describe('POST /api/quizzes/blueprint/anonymous (the /bluz sign-up)', () => {
  it('creates an unverified account with the EQ result, Blueprint and reports, and continues by mail', async () => {
    const temp = await tempUserId('noor@example.com');
    const res = await signUp({ tempUserId: temp, email: 'Noor@Example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: 'noor@example.com' });
    // Nobody is signed in here: the account is used once its email is confirmed.
    expect(setCookiesOf(res).join(' ')).not.toMatch(/session_token=/);

    const account = await accountOf('noor@example.com');
    expect(account).toMatchObject({ emailVerified: false, name: 'Noor' });
    const userId = account!.id;
    const mail = await lastMail(t, 'noor@example.com');
    expect(mail?.kind).toBe('verify-email');
    expect(mail?.subject).toBe('Confirm your email to see your Right One Blueprint');
    const link = /https?:\/\/\S+verify-email\S+/.exec(mail?.text ?? '')?.[0];
    expect(new URL(link!).searchParams.get('callbackURL')).toBe(
      blueprintCheckoutUrl('noor@example.com', userId),
    );

    const [claimed] = await t.database.db.select().from(tempUser).where(eq(tempUser.id, temp));
    expect(claimed?.claimedBy).toBe(userId);
    const [eqRow] = await t.database.db
      .select()
      .from(emotionalProfile)
      .where(eq(emotionalProfile.userId, userId));
    expect(eqRow?.eqResult).toMatchObject({ score: 100, maxScore: 125, band: 'Moderate-High EQ' });
    expect(eqRow?.eqInsights).toMatch(/^# The /);
    // Written anew for someone who has just done the Decoder: no invitation to do it.
    expect(eqRow?.eqInsights).not.toContain('The Compatibility Decoder adds');
    expect(eqRow?.eqInsights).toContain('Your Blueprint reports read this style');
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

    const check = await t.call(
      quizzesApi.tempUser,
      { params: { id: temp } },
      { cookie: cookieOf(temp) },
    );
    expect(check.json().claimed).toBe(true);

    // Until the address is confirmed, the password alone signs nobody in.
    const early = await signIn(t, 'noor@example.com');
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('EMAIL_NOT_VERIFIED');

    // The mailed link, opened in this browser, confirms the address and leads on to the checkout.
    const verified = await t.app.inject({
      url: link!.replace(t.config.appUrl, ''),
      headers: { cookie: cookieFrom(res) },
    });
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe(blueprintCheckoutUrl('noor@example.com', userId));
    expect(await accountOf('noor@example.com')).toMatchObject({ emailVerified: true });
  });

  it('answers an email that has an account exactly alike, mails its owner, and changes nothing of the account', async () => {
    const owner = await signUpAndIn(t, 'taken@example.com', 'Taken');
    const fresh = await signUp({
      tempUserId: await tempUserId('fresh@example.com'),
      email: 'fresh@example.com',
    });
    const temp = await tempUserId('taken@example.com');
    const res = await signUp({
      tempUserId: temp,
      email: 'taken@example.com',
      password: 'Other-pass-1',
    });

    expect(res.statusCode).toBe(fresh.statusCode);
    expect(res.json()).toEqual({ email: 'taken@example.com' });
    expect(Object.keys(res.json())).toEqual(Object.keys(fresh.json()));
    // The same cookies, only their values differ (the registrant proof is a fresh HMAC each time).
    const names = (r: typeof res) => setCookiesOf(r).map((c) => c.replace(/=[^;]*/, ''));
    expect(names(res)).toEqual(names(fresh));
    expect((await lastMail(t, 'taken@example.com'))?.kind).toBe('existing-account');
    const [blueprint] = await t.database.db
      .select()
      .from(blueprintProfile)
      .where(eq(blueprintProfile.userId, owner.id));
    expect(blueprint).toBeUndefined();
    // The quiz link is used up either way, so a second try tells nothing either.
    const [used] = await t.database.db.select().from(tempUser).where(eq(tempUser.id, temp));
    expect(used?.claimedBy).toBe(owner.id);
    const again = await signUp({ tempUserId: temp, email: 'probe@example.com' });
    expect(again.json().error.code).toBe('ALREADY_CLAIMED');
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

  it('refuses a sign-up without a temporary user: the flow starts from a real EQ result', async () => {
    const res = await signUp({ tempUserId: null, email: 'solo@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });
});
