import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEmailApi, type AdminEmail } from '#shared/contracts/admin-emails.js';
import { adminMemberApi, type UpdateMember } from '#shared/contracts/admin-users.js';
import { authApi } from '#shared/contracts/auth.js';
import { auditLog, mailOutbox, profiles, user } from '#server/db/schema.js';
import { PASSWORD, signUpAndIn } from '#server/testing/accounts.js';
import type { CallOptions } from '#server/testing/call.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';

let t: TestApp;
let asAdmin: CallOptions;
let ana: { cookie: string; id: string };

beforeAll(async () => {
  t = await createTestApp();
  asAdmin = { cookie: (await signUpAndIn(t, 'root@example.com', 'Root Admin', 'admin')).cookie };
  ana = await signUpAndIn(t, 'ana@example.com', 'Ana Lima');
  await signUpAndIn(t, 'bo@example.com', 'Bo Chen');
  await signUpAndIn(t, 'carla@example.org', 'Carla Díaz');
});
afterAll(() => t.close());

const overview = (id: string) => t.call(adminMemberApi.overview, { params: { id } }, asAdmin);
const update = (id: string, body: UpdateMember) =>
  t.call(adminMemberApi.update, { params: { id }, body }, asAdmin);

const anaEdit: UpdateMember = {
  fullName: 'Ana Lima-Souza',
  email: 'ana.souza@example.com',
  age: 31,
  location: 'Lisbon',
  occupation: 'Architect',
  education: '',
  personality: 'INFJ',
  quizStatus: 'Completed',
  isActive: false,
  notes: 'Asked support to correct her email address.',
};

describe('the profile overview', () => {
  it('answers every card’s fields, with defaults for a member who has bought nothing', async () => {
    const res = await overview(ana.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fullName: 'Ana Lima',
      email: 'ana@example.com',
      role: 'user',
      plan: 'Free',
      totalMatches: 0,
      blueprintPurchased: false,
      totalSpent: 0,
      subscriptionAmount: null,
      lastPaymentDate: null,
      matchingPlanType: null,
      personality: 'ENFP',
      quizStatus: 'Pending',
      isActive: true,
    });
  });

  it('answers 404 for an unknown id', async () => {
    const res = await overview('no-such-account');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

describe('editing a member', () => {
  it('requires name and email, with the dialog’s message, and changes nothing', async () => {
    for (const missing of [{ fullName: '  ' }, { email: '' }]) {
      const res = await update(ana.id, { ...anaEdit, ...missing });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain('Name and email are required');
    }
    const bad = await t.call(
      adminMemberApi.update,
      { params: { id: ana.id }, rawBody: { ...anaEdit, quizStatus: 'Done' } },
      asAdmin,
    );
    expect(bad.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, ana.id));
    expect(row).toMatchObject({ fullName: 'Ana Lima', personality: 'ENFP' });
  });

  it('refuses an email another account uses', async () => {
    const res = await update(ana.id, { ...anaEdit, email: 'bo@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('EMAIL_TAKEN');
  });

  it('saves the fields, moves sign-in to the new email, and audits the change', async () => {
    const res = await update(ana.id, anaEdit);
    expect(res.statusCode).toBe(200);
    const edited = (await overview(ana.id)).json();
    expect(edited).toMatchObject({ ...anaEdit, education: null });
    const [account] = await t.database.db.select().from(user).where(eq(user.id, ana.id));
    expect(account).toMatchObject({ email: anaEdit.email, name: anaEdit.fullName });
    const signIn = await t.call(authApi.signIn, {
      body: { email: anaEdit.email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const [entry] = edited.audit;
    expect(entry).toMatchObject({ action: 'admin.update-user', actorName: 'Root Admin' });
    const [stored] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.update-user'));
    // Which fields changed, never what they hold.
    expect(JSON.stringify(stored!.meta)).not.toContain('support');
  });

  it('answers 404 for an unknown id', async () => {
    expect((await update('nobody', anaEdit)).statusCode).toBe(404);
  });
});

const mailing: Omit<AdminEmail, 'to'> = {
  template: 'welcome',
  priority: 'high',
  subject: 'Welcome, {{name}}',
  body: 'Dear {{name}},\n\nThank you for joining.',
};

const send = (body: AdminEmail) => t.call(adminEmailApi.send, { body }, asAdmin);

describe('sending email', () => {
  it('previews a search: how many, who, and the mail as the first reads it', async () => {
    const res = await t.call(
      adminEmailApi.preview,
      { body: { ...mailing, to: { kind: 'search', q: 'example.com' } } },
      asAdmin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      recipients: 2,
      sample: [
        { fullName: 'Ana Lima-Souza', email: 'ana.souza@example.com' },
        { fullName: 'Bo Chen', email: 'bo@example.com' },
      ],
      subject: 'Welcome, Ana Lima-Souza',
      text: 'Dear Ana Lima-Souza,\n\nThank you for joining.',
    });
  });

  it('queues one mail per recipient with their own name, at the chosen priority', async () => {
    const res = await send({ ...mailing, to: { kind: 'search', q: '' } });
    expect(res.json()).toEqual({ queued: 3 });
    const sent = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'admin:welcome'));
    expect(sent.map((m) => m.subject).sort()).toEqual([
      'Welcome, Ana Lima-Souza',
      'Welcome, Bo Chen',
      'Welcome, Carla Díaz',
    ]);
    expect(sent.every((m) => m.priority === 2)).toBe(true);
    expect(sent.some((m) => m.to === 'root@example.com')).toBe(false);
    expect(sent.find((m) => m.to === 'bo@example.com')!.text).toContain('Dear Bo Chen,');
  });

  it('sends to one member, and says so in their audit trail', async () => {
    const res = await send({ ...mailing, priority: 'low', to: { kind: 'member', userId: ana.id } });
    expect(res.json()).toEqual({ queued: 1 });
    const { audit } = (await overview(ana.id)).json();
    expect(audit[0]).toMatchObject({ action: 'admin.send-email', actorName: 'Root Admin' });
  });

  it('refuses a mail without subject or body, an unknown member and an empty search', async () => {
    const before = await t.database.db.$count(mailOutbox);
    const noSubject = await send({ ...mailing, subject: ' ', to: { kind: 'search', q: '' } });
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json().error.message).toContain('Please fill in all fields');
    const nobody = await send({ ...mailing, to: { kind: 'member', userId: 'nobody' } });
    expect(nobody.statusCode).toBe(404);
    const empty = await send({ ...mailing, to: { kind: 'search', q: 'zzz-no-one' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.code).toBe('NO_RECIPIENTS');
    expect(await t.database.db.$count(mailOutbox)).toBe(before);
  });
});
