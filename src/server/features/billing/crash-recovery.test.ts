import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/connect.js';
import { orders, paymentEvents, profiles, user } from '../../db/schema.js';
import { PASSWORD } from '../../testing/accounts.js';
import { testDatabase } from '../../testing/create-test-app.js';
import { startServerProcess, type ServerProcess } from '../../testing/server-process.js';

/**
 * The server killed (SIGKILL) after the provider took the money and before the grant committed
 * (docs/security-rules.md, rules 14 and 16): after a restart the payment is fulfilled exactly
 * once. Real processes on PostgreSQL, so it runs in the PostgreSQL pass (TEST_DATABASE_URL).
 */
const baseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!baseUrl)('a server killed in the middle of a payment confirmation', () => {
  let database: Database;
  let dbUrl: string;
  let drop: () => Promise<void>;
  let dataDir: string;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    const made = await testDatabase();
    ({ database, drop } = made);
    dbUrl = made.url!;
    dataDir = await mkdtemp(path.join(tmpdir(), 'crash-test-'));
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill()));
    await database?.close();
    await drop?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  const start = async () => {
    const server = await startServerProcess({
      DATABASE_URL: dbUrl,
      DATA_DIR: dataDir,
      AUTH_SECRET: 'crash-test-secret-crash-test-secret!',
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'development',
    });
    servers.push(server);
    return server;
  };
  const call = (server: ServerProcess, url: string, body?: object) =>
    fetch(server.base + url, {
      method: body ? 'POST' : 'GET',
      headers: { origin: server.base, 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    });
  const db = () => database.db;
  const orderOf = async (id: string) =>
    (await db().select().from(orders).where(eq(orders.providerPaymentId, id)))[0]!;

  it('is fulfilled exactly once after the restart', async () => {
    const first = await start();
    const email = 'crash@example.com';
    await call(first, '/api/auth/sign-up/email', { email, password: PASSWORD, name: 'Cass' });
    const [buyer] = await db().select().from(user).where(eq(user.email, email));
    const intent = await call(first, '/api/billing/blueprint/intent', { email, userId: buyer!.id });
    const { paymentIntentId, clientSecret } = (await intent.json()) as {
      paymentIntentId: string;
      clientSecret: string;
    };

    // Hold the grant back (it starts by claiming the event in payment_events) until the kill.
    const holder = new pg.Client({ connectionString: dbUrl });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE payment_events IN ACCESS EXCLUSIVE MODE');
    const confirming = call(first, '/api/billing/sandbox/confirm', {
      paymentIntentId,
      clientSecret,
      card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
    }).then(
      (res) => res.status,
      () => 'connection lost',
    );
    await vi.waitFor(
      async () => expect((await orderOf(paymentIntentId)).providerStatus).toBe('succeeded'),
      {
        timeout: 10_000,
      },
    );
    await first.kill();
    expect(await confirming).toBe('connection lost');
    await holder.query('ROLLBACK');
    await holder.end();

    // Paid at the provider, granted nothing: the state a crash leaves.
    expect(await orderOf(paymentIntentId)).toMatchObject({ fulfilledAt: null });
    expect(await db().select().from(paymentEvents)).toHaveLength(0);

    const second = await start();
    // The buyer's success page asks again; the server checks with the provider and grants.
    const status = await call(
      second,
      `/api/billing/payments/${paymentIntentId}?clientSecret=${encodeURIComponent(clientSecret)}`,
    );
    expect(await status.json()).toMatchObject({ status: 'paid', fulfilled: true });
    const granted = (await db().select().from(profiles).where(eq(profiles.id, buyer!.id)))[0]!;
    expect(granted).toMatchObject({ plan: 'Premium', blueprintPurchased: true, totalSpent: 5990 });

    // Asked again, and the card form sent again: nothing more is granted.
    await call(
      second,
      `/api/billing/payments/${paymentIntentId}?clientSecret=${encodeURIComponent(clientSecret)}`,
    );
    await call(second, '/api/billing/sandbox/confirm', {
      paymentIntentId,
      clientSecret,
      card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
    });
    expect((await db().select().from(profiles).where(eq(profiles.id, buyer!.id)))[0]).toEqual(
      granted,
    );
    expect(await db().select().from(paymentEvents)).toHaveLength(1);
  }, 120_000);
});
