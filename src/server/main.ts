import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { connectDatabase } from './db/connect.js';
import { ConfigError, loadConfig } from './env.js';
import { ensureAdmin } from './features/auth/index.js';
import { startReconcileJob } from './features/billing/index.js';
import { startDateReminderJob } from './features/dates/index.js';
import { startExportJob } from './features/account/index.js';
import { HalfBuiltDemoError, seedDemoWorld } from './features/demo/index.js';
import {
  startDigestJob,
  startPushWorker,
  webPushTransport,
} from './features/notifications/index.js';
import { startMatchingBatchJob } from './features/matching/index.js';
import { createMailPort } from './platform/mail/index.js';
import { startMailWorker } from './platform/mail/worker.js';
import { createPaymentsPort } from './platform/payments/index.js';
import { connectRedis } from './platform/redis/index.js';
import { startFileDeletionJob } from './platform/storage/index.js';
import { startupNotes } from './startup-notes.js';

/** The built client: beside dist/server when built, or dist/client when run from src. */
function findClientDir() {
  // A built client has an assets/ folder beside index.html; src/client holds only the source page.
  const candidates = ['../client', '../../dist/client'].map((p) =>
    fileURLToPath(new URL(p, import.meta.url)),
  );
  return candidates.find((dir) => existsSync(path.join(dir, 'assets'))) ?? candidates[0]!;
}

async function main() {
  const config = loadConfig();
  const database = connectDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
  );
  await database.migrate();
  const mail = createMailPort(database.db, config.smtpUrl ? 'smtp' : 'outbox');
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined;
  // Made here, not inside buildApp, because the reconciliation job below asks the same provider.
  const payments = createPaymentsPort({
    db: database.db,
    stripe: config.stripe,
    secret: config.authSecret,
  });
  const app = await buildApp({
    redis,
    config,
    database,
    mail,
    payments,
    clientDir: findClientDir(),
    logger: { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
  });
  await ensureAdmin(app.auth, database.db, config.admin);
  if (config.demoMode) {
    await seedDemoWorld({
      db: database.db,
      auth: app.auth,
      storage: app.storage,
      matcher: app.matcher,
      log: app.log,
      dates: {
        jitsiBaseUrl: config.jitsiBaseUrl,
        mails: { notify: app.notifier.notify, appUrl: config.appUrl, mailFrom: config.mailFrom },
      },
      verification: { mail, storage: app.storage, appUrl: config.appUrl },
      concierge: { mail, appUrl: config.appUrl },
    });
  }
  const worker = config.smtpUrl
    ? startMailWorker({
        db: database.db,
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        logger: app.log,
      })
    : undefined;
  // Paid one-time payments whose webhook was lost are fulfilled within minutes (docs/security-rules.md, rule 16).
  const stopReconcileJob = startReconcileJob({
    db: database.db,
    payments,
    log: app.log,
    receipts: { mail, appUrl: config.appUrl },
  });
  const stopMatchingJob = startMatchingBatchJob(app.matcher, app.log);
  // Agreed dates' reminder mails, about an hour before they start.
  const stopDateReminders = startDateReminderJob(
    database.db,
    { notify: app.notifier.notify, appUrl: config.appUrl, mailFrom: config.mailFrom },
    app.log,
  );

  // Data exports a crash left half-done are taken up again; expired links go with their files.
  const stopExportJob = startExportJob(app.prepareExports, app.log);
  // 'New message while you were away' and the daily new-matches digest.
  const stopDigestJob = startDigestJob(database.db, app.notifier, app.log);
  // Stored files whose delete failed (the store was down) go once it answers again.
  const stopFileDeletions = startFileDeletionJob(database.db, app.storage, app.log);
  // Notifications to members' devices (web push, decision 0048), from the push outbox.
  const pushWorker = startPushWorker({
    db: database.db,
    transport: webPushTransport(config.push.vapid),
    log: app.log,
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Right One is ready at ${config.appUrl} (database: ${database.kind}, mail: ${mail.mode}, shared state: ${redis ? 'redis' : 'this process'}, files: ${config.s3 ? `bucket ${config.s3.bucket}` : 'disk'})`,
  );
  for (const note of startupNotes(config, {
    mail: mail.mode,
    payments: payments.provider,
    sharedState: redis ? 'redis' : 'process',
  }))
    app.log.warn(note);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing open requests, then stopping`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    await app.close();
    await worker?.stop();
    await stopReconcileJob();
    await stopMatchingJob();
    await stopDateReminders();
    await stopExportJob();
    await stopDigestJob();
    await stopFileDeletions();
    await pushWorker.stop();
    redis?.disconnect();
    await database.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof HalfBuiltDemoError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
