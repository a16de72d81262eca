import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blueprintIntentRequest,
  blueprintIntentResponse,
  currentPlanResponse,
  paymentMethodsResponse,
  paymentStatusResponse,
  plansResponse,
  subscribeRequest,
  subscribeResponse,
  validatePromoRequest,
  validatePromoResponse,
} from '../../../shared/contracts/billing.js';
import { errorBody } from '../../../shared/contracts/errors.js';
import { PLANS } from '../../../shared/domain/pricing.js';
import type { Db } from '../../db/connect.js';
import type { PaymentsPort } from '../../platform/payments/index.js';
import { membersOnly, requireUser } from '../../plugins/session.js';
import { cancelAtPeriodEnd, currentPlan, savedCards, subscribe } from './plans.js';
import { seedSandboxPromoCodes } from './promo-seed.js';
import { sandboxRoutes } from './sandbox-routes.js';
import { createBlueprintIntent, paymentStatus, validatePromo } from './service.js';
import { webhookRoutes } from './webhook-routes.js';

export interface BillingRouteOptions {
  db: Db;
  payments: PaymentsPort;
  /** RATE_LIMIT: when off (tests, benchmarks) the strict per-IP limits below are off too. */
  rateLimit: boolean;
}

const errors = {
  400: errorBody,
  401: errorBody,
  404: errorBody,
  409: errorBody,
  429: errorBody,
  503: errorBody,
};

export const billingRoutes: FastifyPluginAsyncZod<BillingRouteOptions> = async (
  app,
  { db, payments, rateLimit },
) => {
  if (payments.provider === 'sandbox') await seedSandboxPromoCodes(db);
  const perIp = (max: number) => ({
    rateLimit: rateLimit ? { max, timeWindow: '10 minutes' } : (false as const),
  });
  const tags = ['billing'];

  app.get(
    '/api/billing/plans',
    { schema: { tags, summary: 'The concierge plans', response: { 200: plansResponse } } },
    () => ({
      plans: PLANS.map((p) => ({ ...p })),
    }),
  );

  app.post(
    '/api/billing/promo/validate',
    {
      config: perIp(30),
      schema: {
        tags,
        summary: 'Check a promo code for the blueprint or a plan',
        body: validatePromoRequest,
        response: { 200: validatePromoResponse, ...errors },
      },
    },
    (request) => validatePromo(payments, request.body.code, request.body.product),
  );

  // Open without sign-in: the spec's payment link carries email + userId, and both must match.
  app.post(
    '/api/billing/blueprint/intent',
    {
      config: perIp(20),
      schema: {
        tags,
        summary: 'Price the blueprint and open a payment intent',
        body: blueprintIntentRequest,
        response: { 200: blueprintIntentResponse, ...errors },
      },
    },
    (request) => createBlueprintIntent(db, payments, request.body),
  );

  app.get(
    '/api/billing/payments/:paymentIntentId',
    {
      config: perIp(60),
      schema: {
        tags,
        summary: 'A payment as the server knows it (for the success pages)',
        params: z.object({ paymentIntentId: z.string().max(100) }),
        response: { 200: paymentStatusResponse, ...errors },
      },
    },
    (request) => paymentStatus(db, payments, request.params.paymentIntentId, request.log),
  );

  app.post(
    '/api/billing/plans/subscribe',
    {
      onRequest: membersOnly,
      config: perIp(10),
      schema: {
        tags,
        summary: 'Start a concierge plan',
        body: subscribeRequest,
        response: { 200: subscribeResponse, ...errors },
      },
    },
    async (request) => subscribe(db, payments, await requireUser(request), request.body),
  );

  app.get(
    '/api/billing/plans/current',
    {
      onRequest: membersOnly,
      schema: {
        tags,
        summary: 'The member’s concierge plan and credits',
        response: { 200: currentPlanResponse, ...errors },
      },
    },
    async (request) => currentPlan(db, (await requireUser(request)).id),
  );

  app.post(
    '/api/billing/plans/cancel',
    {
      onRequest: membersOnly,
      schema: {
        tags,
        summary: 'Stop the plan renewing at the end of the paid period',
        response: { 200: currentPlanResponse, ...errors },
      },
    },
    async (request) => cancelAtPeriodEnd(db, payments, (await requireUser(request)).id),
  );

  app.get(
    '/api/billing/payment-methods',
    {
      onRequest: membersOnly,
      schema: {
        tags,
        summary: 'The member’s saved cards',
        response: { 200: paymentMethodsResponse, ...errors },
      },
    },
    async (request) => savedCards(db, payments, (await requireUser(request)).id),
  );

  if (payments.sandbox)
    await app.register(sandboxRoutes, { db, sandbox: payments.sandbox, perIp: perIp(30) });
  await app.register(webhookRoutes, { db, payments });
};
