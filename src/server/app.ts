import swagger from '@fastify/swagger';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from './db/connect.js';
import type { Config } from './env.js';
import { createExportWorker, type AccountClosing } from './features/account/index.js';
import { accountRoutes } from './features/account/routes.js';
import { adminRoutes } from './features/admin/routes.js';
import { createNotifier } from './features/notifications/index.js';
import { notificationRoutes } from './features/notifications/routes.js';
import { createAuth, liveSessionIds, sessionCookieName } from './features/auth/index.js';
import { authRoutes } from './features/auth/routes.js';
import { billingRoutes } from './features/billing/routes.js';
import { closePaymentsOf } from './features/billing/index.js';
import { compatibilityReportRoutes } from './features/compatibility-reports/routes.js';
import { healthRoutes } from './features/health/routes.js';
import { demoRoutes } from './features/demo/routes.js';
import { mailboxRoutes } from './features/mailbox/routes.js';
import { profileRoutes } from './features/profiles/routes.js';
import { seedQuestionBanks } from './features/quizzes/index.js';
import { quizRoutes } from './features/quizzes/routes.js';
import { realtimeRoutes } from './features/realtime/routes.js';
import { trainerRoutes } from './features/trainers/routes.js';
import { createAiPort, type AiPort } from './platform/ai/index.js';
import { createBus, type Bus } from './platform/bus/index.js';
import type { MailPort } from './platform/mail/index.js';
import { chatRequestRoutes } from './features/chat-requests/routes.js';
import { chatRoutes } from './features/chats/routes.js';
import { chatPlanOnly, messageCreated, otherMemberOf, postCard } from './features/chats/index.js';
import { safetyRoutes } from './features/safety/routes.js';
import { supportRoutes } from './features/support/routes.js';
import { verificationRoutes } from './features/verification/routes.js';
import { conciergeRoutes } from './features/concierge/routes.js';
import { departedEmailDigest, restoreBlocksOnReturn } from './features/safety/index.js';
import { coachRoutes } from './features/coach/routes.js';
import { dateRoutes } from './features/dates/routes.js';
import { identityRoutes } from './features/identity/routes.js';
import { createMatcher } from './features/matching/index.js';
import { matchingRoutes } from './features/matching/routes.js';
import { createPaymentsPort, type PaymentsPort } from './platform/payments/index.js';
import type { RedisClient } from './platform/redis/index.js';
import {
  createStoragePort,
  deleteQueuedFiles,
  queueFileDeletions,
  type StoragePort,
} from './platform/storage/index.js';
import { contractSerializerCompiler } from './plugins/contract-route.js';
import { registerErrorHandling } from './plugins/errors.js';
import { withRedactedRequests } from './plugins/log-redaction.js';
import { registerSecurity } from './plugins/security.js';
import { registerSession } from './plugins/session.js';
import { registerSessionHint } from './plugins/session-hint.js';
import { registerWebApp } from './plugins/web-app.js';
import { memberLifecycle } from './member-lifecycle-owners.js';

export interface AppDeps {
  config: Config;
  database: Database;
  mail: MailPort;
  /** Where the built client lives; omitted in API-only tests. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Shared state across instances (REDIS_URL): rate-limit counters. */
  redis?: RedisClient;
  /** The payment provider; by default chosen from the configuration (main.ts passes the one its reconciliation job uses; tests pass Stripe on a local server). */
  payments?: PaymentsPort;
  /** Where uploads (avatars) live; by default files under DATA_DIR/uploads. */
  storage?: StoragePort;
  /** Carries realtime events to the instance holding the user's sockets; by default in-process, or Redis pub/sub when `redis` is given. The app closes it on close. */
  bus?: Bus;
  /** The language model; by default the one AI_* configures (none: the built-in writers). Tests pass one with short timeouts. */
  ai?: AiPort;
  /** Tests: an error code that the route's contract does not declare fails loudly. */
  strictErrorCodes?: boolean;
}

/** The whole HTTP application: plugins, then the explicit list of feature routes. */
// Plugins take a plain FastifyInstance; the zod type provider only matters inside feature routes.
export async function buildApp({
  config,
  database,
  mail,
  clientDir,
  logger = false,
  redis,
  payments,
  storage,
  bus: givenBus,
  ai: givenAi,
  strictErrorCodes,
}: AppDeps) {
  const app = Fastify({
    logger: withRedactedRequests(logger),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializerCompiler);
  registerErrorHandling(app, { strictErrorCodes });
  // Pages that may call state-changing routes and open the realtime socket (Origin check).
  const extraOrigins = config.production ? [] : ['http://localhost:5173'];

  await registerSecurity(app, {
    appUrl: config.appUrl,
    production: config.production,
    rateLimit: config.rateLimit,
    extraOrigins,
    redis,
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Right One API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });

  const { db } = database;
  const bus = givenBus ?? createBus({ redis, onError: (err, what) => app.log.warn({ err }, what) });
  app.addHook('onClose', () => bus.close());
  // The one way an ended session's sockets close, on every instance (docs/security-rules.md, 7a).
  const sessionsEnded = (userId: string, sessionId?: string) =>
    bus.publish(userId, { type: 'session.revoked', sessionId });
  const auth = createAuth({
    db,
    config,
    mail,
    // Someone who deleted their account and signs up again with the address is still blocked
    // by whoever had blocked them.
    accountCreated: ({ id, email }) =>
      restoreBlocksOnReturn(db, id, departedEmailDigest(config.authSecret, email)),
    // Whatever ended a session (sign-out, a reset, a confirmation), its sockets close everywhere.
    sessionEnded: ({ userId, sessionId }) => sessionsEnded(userId, sessionId),
  });
  registerSession(app, db, {
    secret: config.authSecret,
    cookieName: sessionCookieName(auth),
    staffTwoFactor: config.requireStaffTwoFactor,
  });
  registerSessionHint(app, sessionCookieName(auth));

  await app.register(authRoutes, {
    auth,
    db,
    mail,
    appUrl: config.appUrl,
    staffTwoFactor: config.requireStaffTwoFactor,
    sessionsEnded,
  });
  await app.register(healthRoutes, { ping: () => database.ping() });
  const files = storage ?? createStoragePort(config);
  await app.register(profileRoutes, { db, storage: files, rateLimit: config.rateLimit });
  const paymentsPort =
    payments ?? createPaymentsPort({ db, stripe: config.stripe, secret: config.authSecret });
  // Every notification mail goes through it: members' choices, and the unsubscribe link.
  const notifier = createNotifier({ db, mail, appUrl: config.appUrl, secret: config.authSecret });
  await app.register(notificationRoutes, {
    db,
    secret: config.authSecret,
    push: { publicKey: config.push.vapid.publicKey, extraServices: config.push.extraServices },
  });
  // Each owner's part of deleting, separating and pausing members (member-lifecycle-owners.ts).
  const lifecycle = memberLifecycle({ authSecret: config.authSecret, mail, appUrl: config.appUrl });
  const closing: AccountClosing = {
    paymentsClosed: (userId) => closePaymentsOf(db, paymentsPort, userId),
    sessionsRevoked: (userId) => sessionsEnded(userId),
    // A deleted account leaves no photo or prepared export behind (docs/security-rules.md, rule 17).
    files: {
      queue: queueFileDeletions,
      // A failed delete is logged and stays queued for the deletion job (main.ts).
      flush: (keys) => deleteQueuedFiles(db, files, app.log, { keys }).then(() => undefined),
    },
    lifecycle,
    refresh: (userIds) =>
      userIds.length ? bus.publish(userIds, { type: 'resync' }) : Promise.resolve(),
    mail,
    appUrl: config.appUrl,
  };
  await app.register(adminRoutes, { db, mail, closing, notifier, appUrl: config.appUrl });
  const prepareExports = createExportWorker(
    { db, storage: files, mail, appUrl: config.appUrl, log: app.log },
    app.log,
  );
  await app.register(accountRoutes, { db, auth, storage: files, closing, prepareExports });
  // The question banks are seeded here, so every start (and every test app) serves them.
  await seedQuestionBanks(db);
  const ai = givenAi ?? createAiPort(config.ai);
  const matcher = createMatcher(db);
  const refreshMatches = (userId: string) =>
    void matcher
      .refreshMember(userId)
      .catch((err: unknown) => app.log.error({ err, userId }, 'matching refresh failed'));
  await app.register(quizRoutes, {
    db,
    auth,
    mail,
    ai,
    appUrl: config.appUrl,
    rateLimit: config.rateLimit,
    onAnswersChanged: refreshMatches,
  });
  await app.register(compatibilityReportRoutes, { db });
  await app.register(billingRoutes, {
    db,
    payments: paymentsPort,
    rateLimit: config.rateLimit,
    // The sandbox's codes (one is 100% off) are for trying the checkout, never for production.
    seedTestPromoCodes: !config.production,
    receipts: { mail, appUrl: config.appUrl },
  });
  await app.register(matchingRoutes, { db, matcher, rateLimit: config.rateLimit });
  await app.register(chatRequestRoutes, {
    db,
    publish: (userId, event) => bus.publish(userId, event),
    rateLimit: config.rateLimit,
    notify: notifier.notify,
  });
  await app.register(chatRoutes, {
    db,
    publish: (to, event) => bus.publish(to, event),
    rateLimit: config.rateLimit,
    notify: notifier.notify,
  });
  await app.register(coachRoutes, { db, ai, rateLimit: config.rateLimit });
  await app.register(trainerRoutes, { db, ai });
  await app.register(dateRoutes, {
    db,
    publish: (to, event) => bus.publish(to, event),
    rateLimit: config.rateLimit,
    jitsiBaseUrl: config.jitsiBaseUrl,
    mails: { notify: notifier.notify, appUrl: config.appUrl, mailFrom: config.mailFrom },
  });
  await app.register(identityRoutes, {
    db,
    publish: (to, event) => bus.publish(to, event),
    chats: { otherMemberOf, postCard, planOnly: chatPlanOnly, messageCreated },
  });
  await app.register(safetyRoutes, {
    db,
    mail,
    publish: (to, event) => bus.publish(to, event),
    lifecycle,
    sessionsEnded,
  });
  await app.register(supportRoutes, {
    db,
    mail,
    appUrl: config.appUrl,
    rateLimit: config.rateLimit,
  });
  await app.register(verificationRoutes, {
    db,
    mail,
    storage: files,
    appUrl: config.appUrl,
    rateLimit: config.rateLimit,
  });
  await app.register(conciergeRoutes, {
    db,
    mail,
    appUrl: config.appUrl,
    publish: (to, event) => bus.publish(to, event),
  });
  await app.register(realtimeRoutes, {
    bus,
    allowedOrigins: [config.appUrl, ...extraOrigins],
    liveSessions: (ids) => liveSessionIds(db, ids),
  });
  if (config.devMailbox) await app.register(mailboxRoutes, { db });
  if (config.demoMode) await app.register(demoRoutes);

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await registerWebApp(app, clientDir ?? '', {
    testPayments: paymentsPort.provider === 'sandbox',
  });
  return Object.assign(app.withTypeProvider<ZodTypeProvider>(), {
    auth,
    matcher,
    bus,
    prepareExports,
    notifier,
    storage: files,
  });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
