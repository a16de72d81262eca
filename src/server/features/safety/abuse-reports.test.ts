import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationApi, type DecisionInput } from '#shared/contracts/moderation.js';
import { profilesApi } from '#shared/contracts/profiles.js';
import { safetyApi, type AbuseReportInput } from '#shared/contracts/safety.js';
import {
  auditLog,
  mailOutbox,
  matchedUsers,
  profiles,
  abuseReports,
  user,
} from '#server/db/schema.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import { connectedPair, sendMessage } from '#server/testing/chat-pairs.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';

let t: TestApp;
let admin: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAndIn(t, 'moderator@example.com', 'Mona Moderator', 'admin');
});
afterAll(() => t.close());

type Member = { id: string; cookie: string };
let people = 0;
const member = (name: string) => signUpAndIn(t, `member${++people}@example.com`, name);
/** Makes two members a match, the way the matcher would. */
const match = (a: Member, b: Member) =>
  t.database.db.insert(matchedUsers).values({ userId: a.id, matchedUserId: b.id, score: 80 });
const report = (by: Member, body: AbuseReportInput) =>
  t.call(safetyApi.reportMember, { body }, { cookie: by.cookie });
const mailsTo = (email: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt));
const queue = async () => {
  const res = await t.call(moderationApi.queue, {}, { cookie: admin.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const decide = (id: string, body: DecisionInput) =>
  t.call(moderationApi.decide, { params: { id }, body }, { cookie: admin.cookie });
const profileOf = async (id: string) =>
  (await t.database.db.select().from(profiles).where(eq(profiles.id, id)))[0]!;

describe('reporting a match', () => {
  it('files the report with the cited messages, blocks them and mails an acknowledgement', async () => {
    const { a, b, sessionId } = await connectedPair(t, ['Rita', 'Sam']);
    const id = crypto.randomUUID();
    await sendMessage(t, b.cookie, sessionId, 'Send me $500 now', id);
    const res = await report(a, {
      userId: b.id,
      reason: 'scam',
      note: 'He asked for money on the second day.',
      messageIds: [id],
    });
    expect(res.statusCode).toBe(200);
    const [filed] = (await queue()).reports.filter((r) => r.reported.userId === b.id);
    expect(filed).toMatchObject({
      reason: 'scam',
      note: 'He asked for money on the second day.',
      messages: [{ id, content: 'Send me $500 now' }],
      reporter: { userId: a.id, fullName: 'Rita' },
      reported: { fullName: 'Sam', reportsTotal: 1, reportersLastWeek: 1, hiddenForReview: false },
    });
    const blocks = await t.call(safetyApi.blocked, {}, { cookie: a.cookie });
    expect(blocks.json().blocked).toHaveLength(1);
    const [ack] = await mailsTo((await profileOf(a.id)).email);
    expect(ack).toMatchObject({ kind: 'report-received', subject: 'We received your report' });
  });

  it('refuses a stranger, an unknown reason and a long note, and files nothing', async () => {
    const [ann, bob, eve] = [await member('Ann'), await member('Bob'), await member('Eve')];
    await match(ann, bob);
    const before = await t.database.db.$count(abuseReports);
    expect((await report(ann, { userId: eve.id, reason: 'harassment' })).statusCode).toBe(404);
    expect((await report(ann, { userId: ann.id, reason: 'harassment' })).statusCode).toBe(404);
    const rude = { userId: bob.id, reason: 'rude' };
    const refused = await t.call(safetyApi.reportMember, { rawBody: rude }, { cookie: ann.cookie });
    expect(refused.statusCode).toBe(400);
    const long = await report(ann, { userId: bob.id, reason: 'other', note: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain('at most 2,000 characters');
    expect(await t.database.db.$count(abuseReports)).toBe(before);
  });

  it('takes at most 20 reports an hour from one member', async () => {
    const reporter = await member('Busy Reporter');
    for (let i = 0; i < 21; i++) {
      const other = await member(`Other ${i}`);
      await match(reporter, other);
      const res = await report(reporter, { userId: other.id, reason: 'fake_profile' });
      expect(res.statusCode).toBe(i < 20 ? 200 : 429);
    }
  });

  it('hides a member three different members report within a week, until a moderator decides', async () => {
    const target = await member('Tom Target');
    const reporters = [await member('R One'), await member('R Two'), await member('R Three')];
    for (const [i, r] of reporters.entries()) {
      await match(r, target);
      await report(r, { userId: target.id, reason: 'harassment' });
      expect((await profileOf(target.id)).hiddenForReviewAt === null).toBe(i < 2);
    }
    const open = (await queue()).reports.filter((r) => r.reported.userId === target.id);
    expect(open).toHaveLength(3);
    const [first] = open as [(typeof open)[0]];
    expect(first.reported).toMatchObject({ reportersLastWeek: 3, hiddenForReview: true });
    const res = await decide(first.id, { decision: 'dismiss', reason: 'Banter between friends' });
    expect(res.statusCode).toBe(200);
    expect((await profileOf(target.id)).hiddenForReviewAt).toBeNull();
    const [outcome] = await mailsTo('member' + (people - 2) + '@example.com');
    expect(outcome).toMatchObject({ kind: 'report-outcome' });
    expect(
      (await decide(first.id, { decision: 'warn', reason: 'x', message: 'y' })).statusCode,
    ).toBe(409);
  });
});

describe('moderation decisions', () => {
  const filed = async (names: [string, string]) => {
    const [reporter, target] = [await member(names[0]), await member(names[1])];
    await match(reporter, target);
    await report(reporter, { userId: target.id, reason: 'harassment' });
    const open = (await queue()).reports;
    return { target, id: open.find((r) => r.reported.userId === target.id)!.id };
  };

  it('warns with the moderator’s words, and needs them', async () => {
    const { target, id } = await filed(['Wendy', 'Walt']);
    expect((await decide(id, { decision: 'warn', reason: 'Rude messages' })).statusCode).toBe(400);
    expect(
      (
        await decide(id, {
          decision: 'warn',
          reason: 'Rude messages',
          message: 'Please be kind to the people you meet.',
        })
      ).statusCode,
    ).toBe(200);
    const [warning] = await mailsTo((await profileOf(target.id)).email);
    expect(warning).toMatchObject({ kind: 'moderation-warning' });
    expect(warning!.text).toContain('Please be kind to the people you meet.');
  });

  it('suspends for the given days: the member is signed out at once and the audit log says who and why', async () => {
    const { target, id } = await filed(['Sue', 'Stan']);
    const res = await decide(id, { decision: 'suspend', reason: 'Repeated harassment', days: 7 });
    expect(res.statusCode).toBe(200);
    const [account] = await t.database.db.select().from(user).where(eq(user.id, target.id));
    expect(account!.banned).toBe(true);
    const days = (account!.banExpires!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    const me = await t.call(profilesApi.me, {}, { cookie: target.cookie });
    expect(me.statusCode).toBe(401);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'moderation.suspend'));
    expect(entry).toMatchObject({ actorId: admin.id, targetId: target.id });
    expect(entry!.meta).toMatchObject({ reason: 'Repeated harassment', days: 7 });
  });

  it('bans with the existing ban, and refuses a suspension without days', async () => {
    const { target, id } = await filed(['Bea', 'Ben']);
    expect((await decide(id, { decision: 'suspend', reason: 'x' })).statusCode).toBe(400);
    expect((await decide(id, { decision: 'ban', reason: 'Scam ring' })).statusCode).toBe(200);
    const [account] = await t.database.db.select().from(user).where(eq(user.id, target.id));
    expect(account).toMatchObject({ banned: true, banExpires: null, banReason: 'Scam ring' });
  });

  it('answers 404 for an unknown report and 403 to a member', async () => {
    expect(
      (await decide(crypto.randomUUID(), { decision: 'dismiss', reason: 'x' })).statusCode,
    ).toBe(404);
    const someone = await member('Curious');
    const res = await t.call(moderationApi.queue, {}, { cookie: someone.cookie });
    expect(res.statusCode).toBe(403);
  });
});
