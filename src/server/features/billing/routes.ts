import type { FastifyInstance } from 'fastify';
import { billingApi } from '#shared/contracts/billing-api.js';
import { PLANS } from '#shared/domain/pricing.js';
import type { Db } from '#server/db/connect.js';
import type { PaymentsPort } from '#server/platform/payments/index.js';
import { route, routeLimit } from '#server/plugins/contract-route.js';
import { cancelAtPeriodEnd, currentPlan, savedCards, subscribe } from './plans.js';
import { seedSandboxPromoCodes } from './promo-seed.js';
import { purchaseRoutes } from './purchase-routes.js';
import type { Receipts } from './receipt-mail.js';
import { sandboxRoutes } from './sandbox-routes.js';
import { validatePromo } from './promotions.js';
import { createBlueprintIntent, paymentStatus } from './service.js';
import { webhookRoutes } from './webhook-routes.js';

export interface BillingRouteOptions {
  db: Db;
  payments: PaymentsPort;
  /** RATE_LIMIT: when off (tests, benchmarks) the strict per-IP limits below are off too. */
  rateLimit: boolean;
  /** Seed the sandbox's promo codes (promo-seed.ts) when the sandbox takes payments. */
  seedTestPromoCodes: boolean;
  /** Every fulfilled payment is receipted by mail (receipt-mail.ts). */
  receipts: Receipts;
}

export async function billingRoutes(
  app: FastifyInstance,
  { db, payments, rateLimit, seedTestPromoCodes, receipts }: BillingRouteOptions,
) {
  if (seedTestPromoCodes && payments.provider === 'sandbox') await seedSandboxPromoCodes(db);
  const perIp = (max: number) => ({ config: routeLimit(rateLimit, max, '10 minutes') });

  route(app, billingApi.plans, () => ({ plans: PLANS.map((p) => ({ ...p })) }));
  route(
    app,
    billingApi.validatePromo,
    async ({ body, request }) =>
      validatePromo(db, payments, {
        code: body.code,
        product: body.product,
        buyerId: (await request.sessionUser())?.id ?? null,
      }),
    perIp(30),
  );
  route(
    app,
    billingApi.blueprintIntent,
    ({ body }) => createBlueprintIntent(db, payments, body),
    perIp(20),
  );
  route(
    app,
    billingApi.payment,
    async ({ params, query, request }) =>
      paymentStatus(
        db,
        payments,
        {
          paymentIntentId: params.paymentIntentId,
          clientSecret: query.clientSecret,
          viewerId: (await request.sessionUser())?.id ?? null,
        },
        request.log,
        receipts,
      ),
    perIp(60),
  );
  route(
    app,
    billingApi.subscribe,
    ({ user, body }) => subscribe(db, payments, user, body),
    perIp(10),
  );
  route(app, billingApi.currentPlan, ({ user }) => currentPlan(db, user.id));
  route(app, billingApi.cancelPlan, ({ user }) => cancelAtPeriodEnd(db, payments, user.id));
  route(app, billingApi.paymentMethods, ({ user }) => savedCards(db, payments, user.id));

  await app.register(purchaseRoutes, { db, payments, receipts, limit: perIp(10) });
  if (payments.sandbox)
    await app.register(sandboxRoutes, {
      db,
      payments,
      sandbox: payments.sandbox,
      limit: perIp(30),
      receipts,
    });
  await app.register(webhookRoutes, { db, payments, receipts });
}
