import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webhookResponse } from '../../../shared/contracts/billing.js';
import { errorBody } from '../../../shared/contracts/errors.js';
import type { Db } from '../../db/connect.js';
import { WebhookSignatureError, type PaymentsPort } from '../../platform/payments/index.js';
import { AppError } from '../../plugins/errors.js';
import { applyEvents, withProvider } from './service.js';

export interface WebhookRouteOptions {
  db: Db;
  payments: PaymentsPort;
}

/**
 * POST /api/billing/webhook: Stripe's events, verified on the exact bytes received (SECURITY.md
 * row 13). This plugin's own JSON parser keeps the raw body; other routes are not affected.
 * Not Origin-checked (Stripe sends it); the signature is the check.
 */
export const webhookRoutes: FastifyPluginAsyncZod<WebhookRouteOptions> = async (
  app,
  { db, payments },
) => {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 512 * 1024 },
    (_req, body, done) => done(null, body),
  );

  app.post(
    '/api/billing/webhook',
    {
      schema: {
        tags: ['billing'],
        summary: 'Stripe webhook events (signed)',
        response: { 200: webhookResponse, 400: errorBody, 503: errorBody },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['stripe-signature'];
      let events;
      try {
        events = await withProvider(() =>
          payments.verifyWebhook(raw, typeof header === 'string' ? header : undefined),
        );
      } catch (err) {
        if (err instanceof WebhookSignatureError)
          throw new AppError(
            400,
            'BAD_SIGNATURE',
            'The webhook signature is missing, stale or wrong.',
          );
        throw err;
      }
      await applyEvents(db, events, request.log);
      return { received: true as const };
    },
  );
};
