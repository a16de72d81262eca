import type { FastifyInstance } from 'fastify';
import { billingApi } from '#shared/contracts/billing-api.js';
import type { Db } from '#server/db/connect.js';
import { WebhookSignatureError, type PaymentsPort } from '#server/platform/payments/index.js';
import { route } from '#server/plugins/contract-route.js';
import { billingErrors } from './errors.js';
import type { Receipts } from './receipt-mail.js';
import { withProvider } from './provider-calls.js';
import { applyEvents } from './service.js';

export interface WebhookRouteOptions {
  db: Db;
  payments: PaymentsPort;
  receipts: Receipts;
}

/**
 * POST /api/billing/webhook: Stripe's events, verified on the exact bytes received
 * (docs/security-rules.md, rule 13). This plugin's own JSON parser keeps the raw body; other
 * routes are not affected. Not Origin-checked (Stripe sends it); the signature is the check.
 */
export async function webhookRoutes(
  app: FastifyInstance,
  { db, payments, receipts }: WebhookRouteOptions,
) {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 512 * 1024 },
    (_req, body, done) => done(null, body),
  );

  route(app, billingApi.webhook, async ({ request }) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const header = request.headers['stripe-signature'];
    let events;
    try {
      events = await withProvider(() =>
        payments.verifyWebhook(raw, typeof header === 'string' ? header : undefined),
      );
    } catch (err) {
      if (err instanceof WebhookSignatureError)
        throw billingErrors.fail(
          'BAD_SIGNATURE',
          'The webhook signature is missing, stale or wrong.',
        );
      throw err;
    }
    await applyEvents(db, payments, events, request.log, receipts);
    return { received: true as const };
  });
}
