import type { FastifyInstance } from 'fastify';
import { adminPurchasesApi, purchasesApi } from '#shared/contracts/purchases.js';
import type { Db } from '#server/db/connect.js';
import { route, type RouteExtras } from '#server/plugins/contract-route.js';
import { refundPurchase, type RefundDeps } from './money-back.js';
import { listPurchases } from './purchases.js';

export interface PurchaseRouteOptions extends RefundDeps {
  db: Db;
  /** The refund routes' per-IP limit (routes.ts). */
  limit: RouteExtras;
}

/** The member's purchases and the money-back guarantee; an admin's view of a member's (decision 0033). */
export async function purchaseRoutes(
  app: FastifyInstance,
  { db, limit, ...deps }: PurchaseRouteOptions,
) {
  route(app, purchasesApi.list, ({ user }) => listPurchases(db, user.id));
  route(
    app,
    purchasesApi.refund,
    ({ user, params, body }) =>
      refundPurchase(db, deps, {
        userId: user.id,
        orderId: params.id,
        by: 'member',
        actorId: user.id,
        reason: body.reason,
      }),
    limit,
  );
  route(app, adminPurchasesApi.list, ({ params }) => listPurchases(db, params.id));
  route(app, adminPurchasesApi.refund, ({ user, params, body }) =>
    refundPurchase(db, deps, {
      userId: params.id,
      orderId: params.orderId,
      by: 'admin',
      actorId: user.id,
      reason: body.reason,
    }),
  );
}
