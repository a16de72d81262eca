import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authApi } from '#shared/contracts/auth.js';
import { billingApi } from '#shared/contracts/billing-api.js';
import type { EndpointSpec } from '#shared/contracts/endpoint.js';
import type { Database } from '#server/db/connect.js';
import { orders, paymentEvents, profiles, user } from '#server/db/schema.js';
import { PASSWORD } from '#server/testing/accounts.js';
import { callUrl } from '#server/testing/call.js';
import { testDatabase } from '#server/testing/create-test-app.js';
import { startServerProcess, type ServerProcess } from '#server/testing/server-process.js';

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
  /** A call over real HTTP (the server is a process of its own), as our pages send it. */
  const call = (
    server: ServerProcess,
    e: EndpointSpec,
    input: { params?: Record<string, string>; query?: Record<string, string>; body?: object } = {},
  ) =>
    fetch(server.base + callUrl(e, input), {
      method: e.method,
      headers: { origin: server.base, 'content-type': 'application/json' },
      body: input.body && JSON.stringify(input.body),
    });
  const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
  const db = () => database.db;
  const orderOf = async (id: string) =>
    (await db().select().from(orders).where(eq(orders.providerPaymentId, id)))[0]!;

  it('is fulfilled exactly once after the restart', async () => {
    const first = await start();
    const email = 'crash@example.com';
    await call(first, authApi.signUp, { body: { email, password: PASSWORD, name: 'Cass' } });
    const [buyer] = await db().select().from(user).where(eq(user.email, email));
    const intent = await call(first, billingApi.blueprintIntent, {
      body: { email, userId: buyer!.id },
    });
    const { paymentIntentId, clientSecret } = (await intent.json()) as {
      paymentIntentId: string;
      clientSecret: string;
    };

    // Hold the grant back (it starts by claiming the event in payment_events) until the kill.
    const holder = new pg.Client({ connectionString: dbUrl });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE payment_events IN ACCESS EXCLUSIVE MODE');
    const confirming = call(first, billingApi.sandboxConfirm, {
      body: { paymentIntentId, clientSecret, card },
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
    const payment = { params: { paymentIntentId }, query: { clientSecret } };
    const status = await call(second, billingApi.payment, payment);
    expect(await status.json()).toMatchObject({ status: 'paid', fulfilled: true });
    const granted = (await db().select().from(profiles).where(eq(profiles.id, buyer!.id)))[0]!;
    expect(granted).toMatchObject({ plan: 'Premium', blueprintPurchased: true, totalSpent: 5990 });

    // Asked again, and the card form sent again: nothing more is granted.
    await call(second, billingApi.payment, payment);
    await call(second, billingApi.sandboxConfirm, {
      body: { paymentIntentId, clientSecret, card },
    });
    expect((await db().select().from(profiles).where(eq(profiles.id, buyer!.id)))[0]).toEqual(
      granted,
    );
    expect(await db().select().from(paymentEvents)).toHaveLength(1);
  }, 120_000);
});
