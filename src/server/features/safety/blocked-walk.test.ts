import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchingApi } from '#shared/contracts/matching.js';
import { safetyApi } from '#shared/contracts/safety.js';
import { connectedPair, sendMessage } from '#server/testing/chat-pairs.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { openApiRoutes } from '#server/testing/routes.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Walks every GET route in the OpenAPI document as a member who blocked their match, with every
 * path parameter filled by what the blocked member left behind (their id, the closed
 * conversation): no answer may carry the blocked member's id or name, and nothing answers 500.
 */
describe('after a block', () => {
  it('no answer to the blocker names the blocked member', async () => {
    const { a, b, sessionId } = await connectedPair(t, ['Ada', 'Zebulon']);
    await sendMessage(t, b.cookie, sessionId, 'Zebulon says hello');
    const blocked = await t.call(safetyApi.block, { body: { userId: b.id } }, { cookie: a.cookie });
    expect(blocked.statusCode).toBe(200);

    // The member API (the development mailbox under /dev lists everyone's mail by design).
    const routes = (await openApiRoutes(t)).filter(
      (r) => r.method === 'GET' && r.path.startsWith('/api/'),
    );
    expect(routes.length).toBeGreaterThan(20);
    const walked: string[] = [];
    for (const route of routes) {
      // The blocker's own list of blocked members is the one place they are meant to appear.
      if (route.path === safetyApi.blocked.path) continue;
      for (const fill of [b.id, sessionId]) {
        const url = route.path.replace(/\{[^}]+\}/g, fill);
        const res = await t.app.inject({ method: 'GET', url, headers: { cookie: a.cookie } });
        walked.push(`${url} ${res.statusCode}`);
        expect(res.statusCode, url).toBeLessThan(500);
        expect(res.body.includes(b.id), `${url} carries the blocked member's id`).toBe(false);
        expect(res.body.includes('Zebulon'), `${url} carries the blocked member's name`).toBe(
          false,
        );
      }
    }
    expect(walked.some((w) => w.startsWith(`${matchingApi.matches.path} 200`))).toBe(true);
  });
});
