import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/env.js';
import { startFakeOpenAi, type FakeOpenAi } from '#server/testing/fake-openai.js';
import { createAiPort } from './index.js';

/**
 * The recipe in the README ("A model on your own machine"): Ollama or llama.cpp's server behind
 * AI_BASE_URL, no key. Their streams differ from OpenAI's (fake-openai-dialects.ts); the member
 * must get the same answer, and never a thinking model's thoughts.
 */
let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
beforeEach(() => {
  fake.requests.length = 0;
});
afterAll(() => fake.close());

const ANSWER = 'Ask about the last thing that made them laugh.';
const THOUGHTS = 'The member is nervous; suggest something light.';

/** The settings the recipe gives, pointed at the fake server (AI_BASE_URL ends in /v1). */
const local = (model: string) =>
  createAiPort(
    loadConfig({ DATA_DIR: '.data-test', AI_BASE_URL: fake.baseUrl, AI_MODEL: model }).ai,
  )!;
const chat = { system: 'Coach.', turns: [{ role: 'user' as const, content: 'First date tips?' }] };

async function collect(stream: AsyncIterable<string>) {
  const pieces: string[] = [];
  for await (const piece of stream) pieces.push(piece);
  return pieces;
}

describe.each([
  ['Ollama', 'ollama', 'llama3.1:8b'],
  ['llama.cpp', 'llama.cpp', 'qwen2.5-7b-instruct'],
] as const)('a local %s server', (_name, dialect, model) => {
  it('streams the coach its answer piece by piece, without the model’s thoughts', async () => {
    fake.reply = () => ({ content: ANSWER, dialect, thinking: THOUGHTS });
    const pieces = await collect(local(model).stream(chat));
    expect(pieces.join('')).toBe(ANSWER);
    expect(pieces.length).toBeGreaterThan(1);
    const [request] = fake.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.body).toMatchObject({ model, stream: true });
    // No key is set, so none is sent.
    expect(request?.authorization).toBeUndefined();
  });

  it('writes a whole report, without the model’s thoughts', async () => {
    fake.reply = () => ({ content: ANSWER, dialect, thinking: THOUGHTS });
    expect(await local(model).complete({ system: 'Write.', user: 'The facts.' })).toBe(ANSWER);
  });

  it('fails clearly when the server stops part-way, after what it sent', async () => {
    fake.reply = () => ({ content: ANSWER, dialect, stallAfter: 2 });
    const port = createAiPort(
      { baseUrl: fake.baseUrl, apiKey: '', model, timeoutMs: 5_000 },
      { idleMs: 150 },
    )!;
    const pieces: string[] = [];
    const error = await (async () => {
      for await (const piece of port.stream(chat)) pieces.push(piece);
    })().catch((e: unknown) => e);
    expect(pieces.join('')).toBe('Ask about ');
    expect((error as Error).message).toMatch(/went quiet/);
  });
});

describe('AI_TIMEOUT_SECONDS', () => {
  const ai = (seconds?: string) =>
    loadConfig({
      DATA_DIR: '.data-test',
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      ...(seconds && { AI_TIMEOUT_SECONDS: seconds }),
    }).ai;

  it('gives a slow local model minutes for an answer, 40 seconds by default', () => {
    expect(ai()?.timeoutMs).toBe(40_000);
    expect(ai('300')?.timeoutMs).toBe(300_000);
  });

  it('refuses a deadline no model could meet or none at all', () => {
    expect(() => ai('2')).toThrow(/AI_TIMEOUT_SECONDS/);
    expect(() => ai('soon')).toThrow(/AI_TIMEOUT_SECONDS/);
  });
});
