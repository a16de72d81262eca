import type { FastifyInstance } from 'fastify';
import { billingApi } from '#shared/contracts/billing-api.js';
import type { Db } from '#server/db/connect.js';
import {
  SandboxStateError,
  type PaymentsPort,
  type SandboxConfirmer,
} from '#server/platform/payments/index.js';
import { route, type RouteExtras } from '#server/plugins/contract-route.js';
import { billingErrors } from './errors.js';
import type { Receipts } from './receipt-mail.js';
import { applyEvents } from './service.js';

export interface SandboxRouteOptions {
  db: Db;
  payments: PaymentsPort;
  sandbox: SandboxConfirmer;
  /** The route's per-IP limit. */
  limit: RouteExtras;
  receipts: Receipts;
}

/** The sandbox's card form posts here; its events run through the same fulfilment as Stripe's. */
export async function sandboxRoutes(
  app: FastifyInstance,
  { db, payments, sandbox, limit, receipts }: SandboxRouteOptions,
) {
  route(
    app,
    billingApi.sandboxConfirm,
    async ({ body, request }) => {
      const { paymentIntentId, clientSecret, ...action } = body;
      try {
        const outcome = await sandbox.confirm(paymentIntentId, clientSecret, action);
        if (!outcome) throw billingErrors.fail('NOT_FOUND', 'No such payment.');
        await applyEvents(db, payments, outcome.events, request.log, receipts);
        return { status: outcome.status, paymentIntentId, message: outcome.message };
      } catch (err) {
        if (err instanceof SandboxStateError)
          throw billingErrors.fail('PAYMENT_STATE', err.message);
        throw err;
      }
    },
    limit,
  );
}
