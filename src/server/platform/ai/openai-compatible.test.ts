import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '#server/testing/fake-openai.js';
import { createAiPort } from './index.js';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.reply = () => ({ content: '  Hello from the model.  ' });
});
afterAll(() => fake.close());

const port = (timeoutMs = 2_000, idleMs = 1_000) =>
  createAiPort(
    { baseUrl: `${fake.baseUrl}/`, apiKey: 'sk-test-key', model: 'tiny-model' },
    { timeoutMs, idleMs },
  )!;
const ask = (timeoutMs?: number) =>
  port(timeoutMs).complete({ system: 'Be kind.', user: 'Say hello.' });

describe('the OpenAI-compatible adapter', () => {
  it('is not created without configuration (the embedded writers are used)', () => {
    expect(createAiPort(undefined)).toBeUndefined();
  });

  it('posts a non-streaming chat completion with the key, model and both messages', async () => {
    expect(await ask()).toBe('Hello from the model.');
    const [request] = fake.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer sk-test-key');
    expect(request?.body).toMatchObject({
      model: 'tiny-model',
      stream: false,
      messages: [
        { role: 'system', content: 'Be kind.' },
        { role: 'user', content: 'Say hello.' },
      ],
    });
  });

  it.each([
    ['an HTTP error', { status: 500, content: 'x' }, /HTTP 500/],
    ['a rate limit', { status: 429, content: 'x' }, /HTTP 429/],
    ['malformed JSON', { raw: '{"choices": [' }, /no text/],
    ['an empty message', { content: '   ' }, /no text/],
    ['a body without choices', { raw: '{"error":{"message":"bad"}}' }, /no text/],
  ])('fails clearly on %s', async (_label, reply, message) => {
    fake.reply = () => reply;
    await expect(ask()).rejects.toThrow(message);
  });

  it('gives up after its timeout', async () => {
    fake.reply = () => ({ content: 'late', delayMs: 1_000 });
    const started = Date.now();
    await expect(ask(150)).rejects.toThrow(/did not answer within 150 ms/);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('fails clearly when nothing listens, without showing the key', async () => {
    const nowhere = createAiPort(
      { baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'sk-secret', model: 'm' },
      { timeoutMs: 2_000 },
    )!;
    const error: unknown = await nowhere
      .complete({ system: 's', user: 'u' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/could not be reached/);
    expect((error as Error).message).not.toContain('sk-secret');
  });
});

describe('the streamed chat of the adapter', () => {
  const chat = { system: 'Coach.', turns: [{ role: 'user' as const, content: 'Hi?' }] };
  const collect = async (stream: AsyncIterable<string>) => {
    const pieces: string[] = [];
    for await (const piece of stream) pieces.push(piece);
    return pieces;
  };

  it('yields the answer piece by piece, as the model streams it', async () => {
    fake.reply = () => ({ content: 'Start with one small, honest question.' });
    const pieces = await collect(port().stream(chat));
    expect(pieces.length).toBe(6);
    expect(pieces.join('')).toBe('Start with one small, honest question.');
    expect(fake.requests[0]?.body).toMatchObject({
      model: 'tiny-model',
      stream: true,
      messages: [
        { role: 'system', content: 'Coach.' },
        { role: 'user', content: 'Hi?' },
      ],
    });
  });

  it.each([
    ['an HTTP error', { status: 503, content: 'x' }, /HTTP 503/],
    ['a stream without text', { content: '' }, /no text/],
  ])('fails clearly on %s', async (_label, reply, message) => {
    fake.reply = () => reply;
    await expect(collect(port().stream(chat))).rejects.toThrow(message);
  });

  it('fails when the stream goes quiet, after the pieces it did send', async () => {
    fake.reply = () => ({ content: 'one two three four', stallAfter: 2 });
    const pieces: string[] = [];
    const error = await (async () => {
      for await (const piece of port(5_000, 150).stream(chat)) pieces.push(piece);
    })().catch((e: unknown) => e);
    expect(pieces).toEqual(['one ', 'two ']);
    expect((error as Error).message).toMatch(/went quiet for 150 ms/);
  });

  it('fails when the provider reports an error part-way through the stream', async () => {
    fake.reply = () => ({ content: 'one two three', errorAfter: 1 });
    await expect(collect(port().stream(chat))).rejects.toThrow(/reported an error part-way/);
  });

  it('fails when the whole answer runs past its deadline', async () => {
    fake.reply = () => ({ content: 'late', delayMs: 1_000 });
    await expect(collect(port(150).stream(chat))).rejects.toThrow(/did not answer within 150 ms/);
  });
});
