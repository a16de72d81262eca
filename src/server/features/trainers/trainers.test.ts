import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminTrainersApi,
  type CreateTrainer,
  type TestTrainer,
  type UpdateTrainer,
} from '#shared/contracts/admin-trainers.js';
import { auditLog, prompts } from '#server/db/schema.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { DEFAULT_COACH_PROMPT } from '../coach/index.js';
import { BUILT_IN_SYSTEM_PROMPT } from '../compatibility-reports/index.js';

let t: TestApp;
let admin: { id: string; cookie: string };
let member: { id: string; cookie: string };
let tester: { id: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAndIn(t, 'ada@example.com', 'Ada', 'admin');
  member = await signUpAndIn(t, 'mo@example.com', 'Mo');
  tester = await signUpAndIn(t, 'tess@example.com', 'Tess', 'tester');
});
afterAll(() => t.close());

const asAdmin = () => ({ cookie: admin.cookie });
const list = async () => (await t.call(adminTrainersApi.list, {}, asAdmin())).json().trainers;
const post = (body: CreateTrainer) => t.call(adminTrainersApi.create, { body }, asAdmin());
const create = async (body: CreateTrainer) => {
  const res = await post(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().trainer;
};
const patch = (id: string, body: UpdateTrainer) =>
  t.call(adminTrainersApi.update, { params: { id }, body }, asAdmin());
const remove = (id: string) => t.call(adminTrainersApi.remove, { params: { id } }, asAdmin());
const test = (body: TestTrainer) => t.call(adminTrainersApi.test, { body }, asAdmin());
const activeOf = async (type: string) =>
  (await list()).filter((p) => p.type === type && p.isActive).map((p) => p.name);
const auditOf = (targetId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));

describe('the AI trainers (admin)', () => {
  it('lists the seeded coach prompt, active', async () => {
    const [coach] = await list();
    expect(coach).toMatchObject({
      name: 'Relationship Coach',
      type: 'dating_coach',
      content: DEFAULT_COACH_PROMPT,
      isActive: true,
    });
  });

  it('creates a prompt, newest first; an empty prompt gets the type’s default template', async () => {
    const advisor = await create({
      name: '  Advisor  ',
      type: 'relationship_advisor',
      content: ' ',
    });
    expect(advisor).toMatchObject({
      name: 'Advisor',
      content: BUILT_IN_SYSTEM_PROMPT,
      isActive: false,
    });
    const expert = await create({
      name: 'Talk',
      type: 'communication_expert',
      description: 'Words',
    });
    expect(expert.content).toMatch(/^You are a communication expert/);
    expect((await list()).slice(0, 2).map((p) => p.id)).toEqual([expert.id, advisor.id]);
    expect(await auditOf(expert.id)).toMatchObject([
      { actorId: admin.id, action: 'trainers.create', meta: { type: 'communication_expert' } },
    ]);
  });

  it('keeps one active prompt per type: activating one deactivates the other', async () => {
    const gentle = await create({ name: 'Gentle', type: 'dating_coach', content: 'Be gentle.' });
    expect(await activeOf('dating_coach')).toEqual(['Relationship Coach']);
    const res = await patch(gentle.id, { isActive: true });
    expect(res.json().trainer).toMatchObject({ isActive: true, content: 'Be gentle.' });
    expect(await activeOf('dating_coach')).toEqual(['Gentle']);
    const bold = await create({
      name: 'Bold',
      type: 'dating_coach',
      content: 'Be bold.',
      isActive: true,
    });
    expect(bold.isActive).toBe(true);
    expect(await activeOf('dating_coach')).toEqual(['Bold']);
    expect(await auditOf(gentle.id)).toHaveLength(2);
  });

  it('saves a changed text and name, and deletes', async () => {
    const p = await create({ name: 'Draft', type: 'confidence_coach', content: 'One.' });
    const res = await patch(p.id, { name: 'Final', content: 'Two.' });
    expect(res.json().trainer).toMatchObject({ name: 'Final', content: 'Two.' });
    expect((await remove(p.id)).json()).toEqual({ ok: true });
    expect((await list()).some((x) => x.id === p.id)).toBe(false);
    expect((await auditOf(p.id)).map((a) => a.action).sort()).toEqual([
      'trainers.create',
      'trainers.delete',
      'trainers.update',
    ]);
  });

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const before = await t.database.db.select().from(prompts);
    const coach = before[0]!.id;
    const nobody = '00000000-0000-4000-8000-000000000000';
    const astrologer = { name: 'X', type: 'astrologer' };
    const cases = [
      [await post({ name: '   ', type: 'dating_coach' }), 400],
      [await t.call(adminTrainersApi.create, { rawBody: astrologer }, asAdmin()), 400],
      [await post({ name: 'X', type: 'dating_coach', content: 'a'.repeat(20_001) }), 400],
      [await patch(coach, { content: 'a'.repeat(20_001) }), 400],
      [await patch(coach, { name: '' }), 400],
      [await patch(coach, {}), 400],
      [await patch(nobody, { name: 'Y' }), 404],
      [await patch('not-an-id', { name: 'Y' }), 404],
      [await remove(nobody), 404],
    ] as const;
    for (const [res, status] of cases) {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error).toEqual({ code: expect.any(String), message: expect.any(String) });
    }
    expect(cases[0][0].json().error.message).toMatch(/Name is required/);
    expect(cases[6][0].json().error.code).toBe('NOT_FOUND');
    expect(await t.database.db.select().from(prompts)).toEqual(before);
  });

  it('accepts a prompt of exactly 20,000 characters', async () => {
    const p = await create({ name: 'Long', type: 'confidence_coach', content: 'a'.repeat(20_000) });
    expect(p.content).toHaveLength(20_000);
  });

  it('with no model configured, a test runs the built-in coach and says so', async () => {
    const res = await test({ content: 'Be brief.', input: 'Hello there' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      engine: 'embedded',
      response: expect.stringMatching(/^Hello Ada!/),
    });
    const bad = [
      await test({ content: 'Be brief.', input: ' ' }),
      await test({ content: 'Be brief.', input: 'a'.repeat(2_001) }),
      await test({ input: 'Hi' }),
      await test({ id: '00000000-0000-4000-8000-000000000000', input: 'Hi' }),
    ];
    expect(bad.map((r) => r.statusCode)).toEqual([400, 400, 400, 404]);
  });

  it('refuses members and testers (403) on every trainer route', async () => {
    const params = { id: (await list())[0]!.id };
    for (const { cookie } of [member, tester]) {
      const calls = [
        t.call(adminTrainersApi.list, {}, { cookie }),
        t.call(adminTrainersApi.create, { body: { name: 'X', type: 'dating_coach' } }, { cookie }),
        t.call(adminTrainersApi.update, { params, body: { isActive: false } }, { cookie }),
        t.call(adminTrainersApi.remove, { params }, { cookie }),
        t.call(adminTrainersApi.test, { body: { content: 'Hi', input: 'Hi' } }, { cookie }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode).toBe(403);
        expect(res.json().error.code).toBe('FORBIDDEN');
      }
    }
  });
});
