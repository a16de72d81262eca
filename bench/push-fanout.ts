// Web push fan-out (issue 34, decision 0048): one event to 10,000 devices, through the notifier's
// queue and the push worker, against the loopback push service in its own process. The same
// payloads are then sent unencrypted (VAPID-signed, plain JSON) in the same run: the gap is the
// cost of RFC 8291's encryption.
import { fork } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { cpuUsage } from 'node:process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import { enqueuePushes } from '../src/server/features/notifications/push-outbox.js';
import { startPushWorker } from '../src/server/features/notifications/push-worker.js';
import {
  post,
  webPushTransport,
  type PushTransport,
} from '../src/server/features/notifications/push-transport.js';
import { testDatabase } from '../src/server/testing/create-test-app.js';
import { TEST_VAPID } from '../src/server/testing/production-env.js';
import { megabytes, peakGrowth } from './lib/memory.js';
import type { BenchResult } from './lib/report.js';

const DEVICES = 10_000;
const vapid = { ...TEST_VAPID, subject: 'mailto:bench@rightone.example' };
const payload = {
  title: 'New message from Sam',
  body: 'Are you free on Saturday? The market is on until four.',
  url: '/user?section=chat&session=00000000-0000-0000-0000-000000000000',
  tag: 'newMessage:/user?section=chat',
};

/** The same request without the encryption: VAPID-signed, the JSON as it is. */
const plainTransport: PushTransport = (target, body, { ttlSeconds, urgency }) => {
  const { Authorization } = webpush.getVapidHeaders(
    new URL(target.endpoint).origin,
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    'aes128gcm',
  );
  return post(
    target.endpoint,
    { TTL: ttlSeconds, Urgency: urgency, Authorization, 'Content-Type': 'application/json' },
    body,
  );
};

async function startService() {
  const child = fork(fileURLToPath(new URL('./servers/push-service.ts', import.meta.url)), {
    execArgv: ['--conditions=right-one-source', '--import', 'tsx'],
  });
  const { origin } = await new Promise<{ origin: string }>((resolve) =>
    child.once('message', resolve as never),
  );
  const tally = () =>
    new Promise<{ count: number; bytes: number }>((resolve) => {
      child.once('message', resolve as never);
      child.send('tally');
    });
  return { origin, tally, stop: () => child.kill() };
}

export async function benchPushFanout(): Promise<BenchResult[]> {
  const service = await startService();
  const { database, drop } = await testDatabase();
  try {
    await database.migrate();
    const db = database.db;
    // Browsers' keys: a hundred pairs shared out (the sender's cost per push is the same for any key).
    const keys = Array.from({ length: 100 }, () => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return [ecdh.getPublicKey('base64url'), randomBytes(16).toString('base64url')];
    });
    await db.execute(sql`INSERT INTO "user" (id, name, email)
      SELECT 'bench-' || i, 'Bench ' || i, 'bench-' || i || '@example.com' FROM generate_series(1, ${DEVICES}) i`);
    await db.execute(sql`INSERT INTO session (id, token, user_id, expires_at)
      SELECT 'bench-' || i, 'bench-' || i, 'bench-' || i, now() + interval '1 day' FROM generate_series(1, ${DEVICES}) i`);
    await db.execute(sql`INSERT INTO push_subscriptions (user_id, session_id, endpoint, p256dh, auth, device_label)
      SELECT 'bench-' || i, 'bench-' || i, ${service.origin} || '/push/' || i,
        (${JSON.stringify(keys)}::jsonb -> (i % 100) ->> 0), (${JSON.stringify(keys)}::jsonb -> (i % 100) ->> 1), 'Bench'
      FROM generate_series(1, ${DEVICES}) i`);

    const run = async (label: string, transport: PushTransport) => {
      const pushes = Array.from({ length: DEVICES }, (_, i) => ({
        userId: `bench-${i + 1}`,
        kind: 'newMessage',
        payload,
        urgency: 'high' as const,
        expiresAt: new Date(Date.now() + 3_600_000),
      }));
      const queuedAt = performance.now();
      await enqueuePushes(db, pushes);
      const queueMs = performance.now() - queuedAt;
      const before = await service.tally();
      const cpu = cpuUsage();
      const started = performance.now();
      const growth = await peakGrowth(process.pid, async () => {
        const worker = startPushWorker({ db, transport, log: console, pollMs: 60_000 });
        await worker.drain();
        await worker.stop();
      });
      const seconds = (performance.now() - started) / 1000;
      const used = cpuUsage(cpu);
      const after = await service.tally();
      const sent = after.count - before.count;
      if (sent !== DEVICES) throw new Error(`${label}: ${sent} of ${DEVICES} pushes arrived`);
      return {
        label,
        perSecond: DEVICES / seconds,
        seconds,
        queueMs,
        cpuMs: (used.user + used.system) / 1000,
        growth,
        bytes: (after.bytes - before.bytes) / DEVICES,
      };
    };
    const encrypted = await run('web-push (aes128gcm + VAPID)', webPushTransport(vapid));
    const plain = await run('plain JSON (VAPID only)', plainTransport);
    const line = (r: typeof encrypted) =>
      `${r.perSecond.toFixed(0)} pushes/s (${r.seconds.toFixed(1)} s; queued in ${r.queueMs.toFixed(0)} ms; CPU ${(r.cpuMs / DEVICES).toFixed(2)} ms/push; peak memory +${megabytes(r.growth)}; ${r.bytes.toFixed(0)} B/push)`;
    return [
      {
        name: `push fan-out: one event to ${DEVICES} devices, ${encrypted.label}`,
        figure: line(encrypted),
        baseline: `${plain.label}: ${line(plain)}`,
        ratio: plain.perSecond / encrypted.perSecond,
        ratioLabel: 'plain / encrypted throughput',
        note: 'PGlite outbox, batches of 100 side by side; the loopback push service runs in its own process and only counts',
      },
    ];
  } finally {
    await database.close();
    await drop();
    service.stop();
  }
}
