import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDirectoryApi } from '#shared/contracts/admin.js';
import { adminMemberApi } from '#shared/contracts/admin-users.js';
import { authApi } from '#shared/contracts/auth.js';
import { billingApi } from '#shared/contracts/billing-api.js';
import { chatRequestsApi } from '#shared/contracts/chat-requests.js';
import { chatsApi } from '#shared/contracts/chats.js';
import { datesApi } from '#shared/contracts/dates.js';
import { conciergeApi } from '#shared/contracts/concierge.js';
import { conciergeWorkspaceApi } from '#shared/contracts/concierge-workspace.js';
import { demoApi, type DemoWorld } from '#shared/contracts/demo.js';
import type { EndpointSpec } from '#shared/contracts/endpoint.js';
import { matchingApi } from '#shared/contracts/matching.js';
import { callUrl, type ResponseOf } from '#server/testing/call.js';
import { createTestApp, testDatabase } from '#server/testing/create-test-app.js';
import { productionEnv } from '#server/testing/production-env.js';
import { startServerProcess, type ServerProcess } from '#server/testing/server-process.js';
import { castMembers } from './cast.js';

/**
 * `npm run demo` as a newcomer meets it: the real server started in demo mode on an empty data
 * folder builds its world, and everything in it works through the public API.
 */
let server: ServerProcess;
let dataDir: string;
let world: DemoWorld;
let dropDatabase = async () => {};
/** The PostgreSQL pass builds the world on a fresh PostgreSQL database; otherwise embedded PGlite. */
async function databaseSetting(): Promise<Record<string, string>> {
  if (!process.env.TEST_DATABASE_URL) return {};
  const made = await testDatabase();
  await made.database.close();
  dropDatabase = made.drop;
  return { DATABASE_URL: made.url! };
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'right-one-demo-'));
  server = await startServerProcess(
    {
      ...(await databaseSetting()),
      NODE_ENV: 'development',
      DEMO_MODE: 'on',
      DATA_DIR: dataDir,
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
    },
    { startTimeoutMs: 150_000 },
  );
  world = (await fetch(`${server.base}${demoApi.world.path}`).then((r) => r.json())) as DemoWorld;
}, 180_000);
afterAll(async () => {
  await server?.kill();
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

const persona = (key: DemoWorld['personas'][number]['key']) =>
  world.personas.find((p) => p.key === key)!.email;

async function signIn(email: string): Promise<string> {
  const res = await fetch(`${server.base}${authApi.signIn.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.base },
    body: JSON.stringify({ email, password: world.password }),
  });
  if (res.status !== 200) throw new Error(`${email} could not sign in: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A read over real HTTP (the server is a process of its own), its answer typed by the contract. */
async function get<E extends EndpointSpec>(
  cookie: string,
  e: E,
  params?: Record<string, string>,
): Promise<ResponseOf<E>> {
  const url = callUrl(e, { params });
  const res = await fetch(`${server.base}${url}`, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as ResponseOf<E>;
}

describe('demo mode on an empty data folder', () => {
  it('offers a newcomer, a Premium member, her concierge and an admin to sign in as', () => {
    expect(world.personas.map((p) => p.key)).toEqual(['newcomer', 'premium', 'concierge', 'admin']);
    expect(world.password.length).toBeGreaterThanOrEqual(8);
  });

  it('holds every member, and each of them can sign in', async () => {
    const admin = await signIn(persona('admin'));
    const directory = await get(admin, adminDirectoryApi.users);
    const cast = castMembers();
    // The admin's directory lists everyone but the admin.
    expect(directory.total).toBe(cast.length + 3);
    const emails = [...world.personas.map((p) => p.email), ...cast.map((m) => m.email)];
    // Four at a time: password checks run on the server's thread pool.
    for (let i = 0; i < emails.length; i += 4)
      await Promise.all(emails.slice(i, i + 4).map(signIn));
  }, 240_000);

  it("tells the Premium member's story: matches, conversations, a request, two dates, a reveal", async () => {
    const maya = await signIn(persona('premium'));
    const { matches } = await get(maya, matchingApi.matches);
    expect(matches.length).toBeGreaterThanOrEqual(10);
    // Her plan is a paid order, so billing shows it as the plan card does.
    const current = await get(maya, billingApi.currentPlan);
    expect(current.plan?.status).toBe('active');
    const incoming = await get(maya, chatRequestsApi.incoming);
    expect(incoming.requests).toHaveLength(1);
    const { conversations } = await get(maya, chatsApi.conversations);
    expect(conversations).toHaveLength(2);
    expect(conversations.map((c) => c.identityReveal).sort()).toEqual(['none', 'revealed']);
    const dates = [];
    for (const c of conversations) {
      const { dateRequests } = await get(maya, datesApi.list, { sessionId: c.sessionId });
      dates.push(...dateRequests.map((d) => d.status));
    }
    expect(dates.sort()).toEqual(['accepted', 'pending']);
  });

  it('gives Maya a concierge who talks with her and has introduced her to a match', async () => {
    const clara = await signIn(persona('concierge'));
    const { members } = await get(clara, conciergeWorkspaceApi.members);
    expect(members).toMatchObject([{ firstName: 'Maya', sharing: true }]);
    const maya = await signIn(persona('premium'));
    const pane = await get(maya, conciergeApi.mine);
    expect(pane).toMatchObject({ included: true, concierge: { firstName: 'Clara' } });
    const { matches } = await get(maya, matchingApi.matches);
    expect(matches[0]?.introduction?.note).toBeTruthy();
  });

  it('loads every demo conversation for both of its members', async () => {
    const maya = await signIn(persona('premium'));
    const { conversations } = await get(maya, chatsApi.conversations);
    const admin = await signIn(persona('admin'));
    for (const c of conversations) {
      const thread = { sessionId: c.sessionId };
      const mine = await get(maya, chatsApi.messages, thread);
      expect(mine.messages.length).toBeGreaterThanOrEqual(6);
      // The other side sees the same thread.
      const other = await get(admin, adminMemberApi.overview, { id: c.with.userId });
      const theirs = await signIn(other.email);
      const seen = await get(theirs, chatsApi.messages, thread);
      expect(seen.messages).toHaveLength(mine.messages.length);
    }
  });
});

describe('without demo mode', () => {
  it('has no demo: /api/demo is a plain 404, so the pages show no shortcut', async () => {
    const t = await createTestApp();
    try {
      const res = await t.call(demoApi.world);
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('demo mode in production', () => {
  it('refuses to start, saying why in one line', async () => {
    const start = startServerProcess(
      productionEnv({ DEMO_MODE: 'on', DATA_DIR: path.join(tmpdir(), 'right-one-demo-refused') }),
    );
    await expect(start).rejects.toThrow(/production cannot run the demo: DEMO_MODE=on/);
  });
});
