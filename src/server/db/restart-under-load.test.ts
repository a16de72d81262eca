import { createServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../env.js';
import { createMailPort } from '../platform/mail/index.js';
import { testCall } from '../testing/call.js';
import { TEST_ORIGIN, testDatabase, type TestApp } from '../testing/create-test-app.js';
import { questionsOf } from '../testing/quiz-answers.js';
import { eqFlows, type QuizTestApp } from '../testing/quiz-flows.js';
import { connectDatabase, type Database } from './connect.js';
import { mailOutbox, tempEqResult, tempUser } from './schema.js';

/**
 * docs/security-rules.md, rule 23, under load: PostgreSQL restarting while requests write. The
 * PostgreSQL server is shared with other test files, so it is never restarted: a TCP hop between
 * the app's pool and the server plays the restart, as the app sees one. Every connection drops
 * at once (transactions cut mid-way, idle connections dead in the pool), new ones are refused
 * for a moment, then the server is back.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const POOL = 5;
const REQUESTS = 300;

/** A TCP hop to PostgreSQL that can go down (every connection dropped, new ones refused) and up. */
async function startRestartableHop(target: URL) {
  const open = new Set<Socket>();
  const keep = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket)).on('error', () => undefined);
  };
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    keep(client);
    keep(upstream);
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) =>
      server.once('error', reject).listen(port, '127.0.0.1', resolve),
    );
  await listen(0);
  const { port } = server.address() as AddressInfo;
  return {
    /** The database URL, through the hop. */
    url: (databaseUrl: string) =>
      Object.assign(new URL(databaseUrl), { host: `127.0.0.1:${port}` }).toString(),
    /** Down: the port stops listening (a connect is refused) and every open connection drops. */
    async down() {
      const closed = new Promise((resolve) => server.close(resolve));
      const dropped = open.size;
      for (const socket of open) socket.destroy();
      await closed;
      return dropped;
    },
    up: () => listen(port),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Rejects when the work takes longer than `ms`: no request may hang on the pool. */
const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([work, sleep(ms).then(() => Promise.reject(new Error(`hung ${ms} ms`)))]);

describe.skipIf(!baseUrl)('PostgreSQL restarting under load (rule 23)', () => {
  let hop: Awaited<ReturnType<typeof startRestartableHop>>;
  let direct: Database;
  let viaHop: Database;
  let drop: () => Promise<void>;
  let t: QuizTestApp;
  beforeAll(async () => {
    const fresh = await testDatabase(1);
    ({ database: direct, drop } = fresh);
    await direct.migrate();
    hop = await startRestartableHop(new URL(fresh.url!));
    viaHop = connectDatabase({ kind: 'postgres', url: hop.url(fresh.url!), poolSize: POOL });
    const config = loadConfig({
      APP_URL: TEST_ORIGIN,
      AUTH_SECRET: 'test-secret-test-secret-test-secret!',
      RATE_LIMIT: 'off',
      DATA_DIR: '.data-test',
    });
    const mail = createMailPort(viaHop.db, 'outbox');
    const app = await buildApp({ config, database: viaHop, mail, strictErrorCodes: true });
    const testApp: TestApp = {
      app,
      database: viaHop,
      mail,
      config,
      call: testCall(app, config.appUrl),
      close: () => app.close(),
    };
    const eqQuestions = await questionsOf(testApp, 'emotional');
    t = { ...testApp, eqQuestions, blueprintQuestions: [] };
  });
  afterAll(async () => {
    await t?.close();
    await viaHop?.close();
    await direct?.close();
    await drop?.();
    await hop?.down();
  });
  const { submit, good } = eqFlows(() => t);

  it('commits each quiz whole or not at all, answers every request, and leaks no connection', async () => {
    /** The public quiz: one transaction writes the temporary user, its result and its mail. */
    const takeQuiz = (email: string) =>
      within(20_000, submit({ answers: good(), email, fullName: 'Maya Lin' })).then((res) => ({
        email,
        status: res.statusCode,
        body: res.json(),
      }));

    // A steady stream of quizzes, with the database restarting twice in the middle of it.
    const sent: ReturnType<typeof takeQuiz>[] = [];
    const stream = (async () => {
      for (let i = 0; i < REQUESTS; i++) {
        sent.push(takeQuiz(`load-${i}@example.com`));
        await sleep(4);
      }
    })();
    const droppedSockets: number[] = [];
    for (const outage of [150, 600]) {
      await sleep(300);
      droppedSockets.push(await hop.down());
      await sleep(outage);
      await hop.up();
    }
    await stream;
    const answered = await Promise.all(sent);

    const failed = answered.filter((r) => r.status !== 200);
    for (const r of failed)
      expect(r).toMatchObject({ status: 500, body: { error: { code: 'INTERNAL' } } });
    expect(droppedSockets.every((n) => n > 0)).toBe(true);
    expect(failed.length).toBeGreaterThan(0);
    expect(answered.length - failed.length).toBeGreaterThan(0);

    // Whole or nothing: each temporary user has exactly one result and one mail, and no result
    // or mail is without its user. A failed request may have committed (its answer lost in the cut).
    const users = await direct.db.select().from(tempUser);
    const results = await direct.db.select().from(tempEqResult);
    const mails = await direct.db.select().from(mailOutbox);
    expect(results.map((r) => r.tempUserId).sort()).toEqual(users.map((u) => u.id).sort());
    expect(mails.map((m) => m.to).sort()).toEqual(users.map((u) => u.email).sort());
    const written = new Set(users.map((u) => u.email));
    for (const r of answered) if (r.status === 200) expect(written).toContain(r.email);

    // Back: new requests all succeed, and the pool holds no connection for good.
    const after = await Promise.all(
      Array.from({ length: 20 }, (_, i) => takeQuiz(`after-${i}@example.com`)),
    );
    expect(after.map((r) => r.status)).toEqual(Array(20).fill(200));
    const counts = viaHop.poolCounts!();
    expect(counts).toMatchObject({ waiting: 0, idle: counts.total });
    expect(counts.total).toBeLessThanOrEqual(POOL);
  });
});
