import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDirectoryApi } from '#shared/contracts/admin.js';
import { chatRequestsApi } from '#shared/contracts/chat-requests.js';
import { quizzesApi } from '#shared/contracts/quizzes.js';
import { callUrl } from './call.js';
import { createTestApp, type TestApp } from './create-test-app.js';

describe('t.call', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('fills path parameters URL-encoded, then adds the query without empty values', () => {
    expect(callUrl(chatRequestsApi.accept, { params: { id: 'a/b?c' } })).toBe(
      '/api/chat-requests/a%2Fb%3Fc/accept',
    );
    expect(callUrl(adminDirectoryApi.users, { query: { q: 'a&b', page: 2, pageSize: null } })).toBe(
      '/api/admin/users?q=a%26b&page=2',
    );
  });

  it('keeps a parameter inside its own segment and sends the query', async () => {
    const id = '../../health';
    const missing = await t.call(quizzesApi.tempUser, { params: { id } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    const longKey = await t.call(quizzesApi.tempUser, {
      params: { id },
      query: { key: 'k'.repeat(101) },
    });
    expect(longKey.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('sends our own Origin on a state-changing call, unless the test sends another', async () => {
    const body = { receiverId: 'someone' };
    const ours = await t.call(chatRequestsApi.send, { body });
    expect(ours.json().error.code).toBe('UNAUTHORIZED');
    const theirs = await t.call(
      chatRequestsApi.send,
      { body },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().error.code).toBe('BAD_ORIGIN');
  });

  it('types the body from the contract; rawBody sends one it refuses', async () => {
    // @ts-expect-error: the contract's answers are a list
    const typed = () => t.call(quizzesApi.anonymousEq, { body: { answers: 'all of them' } });
    expect(typed).toBeTypeOf('function');
    const res = await t.call(quizzesApi.anonymousEq, { rawBody: { answers: 'all of them' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });
});
