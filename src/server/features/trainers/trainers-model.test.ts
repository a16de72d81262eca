import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminTrainersApi,
  type CreateTrainer,
  type TestTrainer,
} from '#shared/contracts/admin-trainers.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import { appOnFakeModel, ask, coachedMember } from '#server/testing/coach.js';
import type { TestApp } from '#server/testing/create-test-app.js';
import type { FakeOpenAi } from '#server/testing/fake-openai.js';

let fake: FakeOpenAi;
let t: TestApp;
let admin: { id: string; cookie: string };
const ANSWER = 'Start with a short, specific compliment.';

beforeAll(async () => {
  ({ fake, t } = await appOnFakeModel('trainer-model'));
  admin = await signUpAndIn(t, 'ada@example.com', 'Ada', 'admin');
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.reply = () => ({ content: ANSWER });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const asAdmin = () => ({ cookie: admin.cookie });
const create = (body: CreateTrainer) => t.call(adminTrainersApi.create, { body }, asAdmin());
const test = (body: TestTrainer) => t.call(adminTrainersApi.test, { body }, asAdmin());

describe('AI trainers on a language model', () => {
  it('tests an unsaved text as the system prompt', async () => {
    const res = await test({ content: 'Answer in one line.', input: 'First message?' });
    expect(res.json()).toEqual({ response: ANSWER, engine: 'model' });
    expect(fake.requests[0]!.body.messages).toEqual([
      { role: 'system', content: 'Answer in one line.' },
      { role: 'user', content: 'First message?' },
    ]);
  });

  it('tests a saved prompt by its id', async () => {
    const created = await create({
      name: 'Talk',
      type: 'communication_expert',
      content: 'Suggest wording.',
    });
    const { id } = created.json().trainer;
    const res = await test({ id, input: 'How do I ask for a date?' });
    expect(res.json().engine).toBe('model');
    expect(fake.requests[0]!.body.messages![0]).toEqual({
      role: 'system',
      content: 'Suggest wording.',
    });
  });

  it('a model failure answers an error the panel can show', async () => {
    fake.reply = () => ({ status: 500, content: 'boom' });
    const res = await test({ content: 'Be brief.', input: 'Hi' });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({
      code: 'AI_FAILED',
      message: 'The AI model could not answer: The model answered HTTP 500.',
    });
  });

  it('the coach speaks with the newly activated dating_coach prompt', async () => {
    const created = await create({
      name: 'Gentle coach',
      type: 'dating_coach',
      content: 'You are a gentle coach who answers in two sentences.',
    });
    const { id } = created.json().trainer;
    const mia = await coachedMember(t, 'Mia');
    fake.requests.length = 0;
    await ask(t, mia.cookie, 'Any tips for a first message?');
    expect(fake.requests[0]!.body.messages![0]!.content).not.toMatch(/gentle coach/);

    const activated = await t.call(
      adminTrainersApi.update,
      { params: { id }, body: { isActive: true } },
      asAdmin(),
    );
    expect(activated.statusCode).toBe(200);
    fake.requests.length = 0;
    await ask(t, mia.cookie, 'And a second message?');
    expect(fake.requests[0]!.body.messages![0]!.content).toMatch(
      /^You are a gentle coach who answers in two sentences\.\n/,
    );
  });
});
