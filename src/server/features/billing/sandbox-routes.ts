import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  sandboxConfirmRequest,
  sandboxConfirmResponse,
} from '../../../shared/contracts/billing.js';
import { errorBody } from '../../../shared/contracts/errors.js';
import type { Db } from '../../db/connect.js';
import { SandboxStateError, type SandboxConfirmer } from '../../platform/payments/index.js';
import { AppError } from '../../plugins/errors.js';
import { applyEvents } from './service.js';

export interface SandboxRouteOptions {
  db: Db;
  sandbox: SandboxConfirmer;
  perIp: { rateLimit: false | { max: number; timeWindow: string } };
}

/** The sandbox's card form posts here; its events run through the same fulfilment as Stripe's. */
export const sandboxRoutes: FastifyPluginAsyncZod<SandboxRouteOptions> = async (
  app,
  { db, sandbox, perIp },
) => {
  app.post(
    '/api/billing/sandbox/confirm',
    {
      config: perIp,
      schema: {
        tags: ['billing'],
        summary:
          'Pay a sandbox intent with a test card, a saved card, or the extra confirmation step',
        body: sandboxConfirmRequest,
        response: {
          200: sandboxConfirmResponse,
          400: errorBody,
          404: errorBody,
          409: errorBody,
          429: errorBody,
        },
      },
    },
    async (request) => {
      const { paymentIntentId, clientSecret, ...action } = request.body;
      try {
        const outcome = await sandbox.confirm(paymentIntentId, clientSecret, action);
        if (!outcome) throw new AppError(404, 'NOT_FOUND', 'No such payment.');
        await applyEvents(db, outcome.events, request.log);
        return { status: outcome.status, paymentIntentId, message: outcome.message };
      } catch (err) {
        if (err instanceof SandboxStateError) throw new AppError(409, 'PAYMENT_STATE', err.message);
        throw err;
      }
    },
  );
};
