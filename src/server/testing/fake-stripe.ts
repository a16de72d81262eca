import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One API call the fake received: method, path and the form fields, flattened as Stripe sends them. */
export interface StripeCall {
  method: string;
  path: string;
  fields: Record<string, string>;
}

type Json = Record<string, unknown>;

export interface FakeStripe {
  address: { host: string; port: number; protocol: 'http' };
  calls: StripeCall[];
  intents: Map<string, Json>;
  /** Promotion codes the fake knows, by code. */
  promotionCodes: Map<string, Json>;
  /** Marks an intent paid, as Stripe would after the browser confirms it. */
  succeed(paymentIntentId: string, amountReceived?: number): void;
  /** The next N calls (to `path` only, when given) answer 500 (for provider outages). */
  failNext(count: number, path?: string): void;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

const readForm = (req: IncomingMessage) =>
  new Promise<Record<string, string>>((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    req.on('end', () => resolve(Object.fromEntries(new URLSearchParams(data))));
  });

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
  res.end(JSON.stringify(body));
};

const stripeError = (type: string, message: string, code?: string) => ({
  error: { type, message, ...(code ? { code } : {}) },
});

/**
 * A loopback HTTP server answering the Stripe API calls the Stripe adapter makes (payment intents
 * and their cancelling, refunds, customers, products, subscriptions, promotion codes, payment
 * methods), so the real `stripe`
 * SDK is tested over a socket, without network or account.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, Json>();
  const products = new Set<string>();
  const subscriptions = new Map<string, Json>();
  const promotionCodes = new Map<string, Json>();
  const coupons = new Map<string, { id: string; amount_off: number }>();
  /** Payment intents whose charge was refunded. */
  const refunded = new Set<string>();
  const calls: StripeCall[] = [];
  let failures = 0;
  let failingPath: string | undefined;

  const newIntent = (amount: number, currency: string, extra: Json = {}) => {
    const pi: Json = {
      id: id('pi'),
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      status: 'requires_payment_method',
      payment_method: null,
      last_payment_error: null,
      ...extra,
    };
    pi.client_secret = `${pi.id as string}_secret_${randomBytes(8).toString('hex')}`;
    intents.set(pi.id as string, pi);
    return pi;
  };

  function route(
    method: string,
    path: string,
    query: URLSearchParams,
    f: Record<string, string>,
  ): [number, unknown] {
    if (method === 'POST' && path === '/v1/payment_intents')
      return [
        200,
        newIntent(Number(f.amount), f.currency!, {
          description: f.description,
          customer: f.customer ?? null,
        }),
      ];
    const pi = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && pi) {
      const found = intents.get(pi[1]!);
      return found
        ? [200, found]
        : [404, stripeError('invalid_request_error', 'No such payment_intent', 'resource_missing')];
    }
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancel) {
      const found = intents.get(cancel[1]!);
      if (!found)
        return [
          404,
          stripeError('invalid_request_error', 'No such payment_intent', 'resource_missing'),
        ];
      // As Stripe: a paid or already canceled intent cannot be canceled.
      if (found.status === 'succeeded' || found.status === 'canceled')
        return [
          400,
          stripeError(
            'invalid_request_error',
            `You cannot cancel this PaymentIntent because it has a status of ${found.status as string}.`,
            'payment_intent_unexpected_state',
          ),
        ];
      Object.assign(found, { status: 'canceled', cancellation_reason: f.cancellation_reason });
      return [200, found];
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const paid = intents.get(f.payment_intent ?? '');
      if (paid?.status !== 'succeeded')
        return [
          400,
          stripeError('invalid_request_error', 'This PaymentIntent has no charge to refund.'),
        ];
      if (refunded.has(paid.id as string))
        return [
          400,
          stripeError(
            'invalid_request_error',
            'Charge has already been refunded.',
            'charge_already_refunded',
          ),
        ];
      refunded.add(paid.id as string);
      return [
        200,
        {
          id: id('re'),
          object: 'refund',
          amount: paid.amount_received,
          payment_intent: paid.id,
          status: 'succeeded',
        },
      ];
    }
    if (method === 'POST' && path === '/v1/customers')
      return [200, { id: id('cus'), object: 'customer', email: f.email }];
    if (method === 'POST' && path === '/v1/products') {
      if (products.has(f.id!))
        return [
          400,
          stripeError(
            'invalid_request_error',
            'Product already exists.',
            'resource_already_exists',
          ),
        ];
      products.add(f.id!);
      return [200, { id: f.id, object: 'product' }];
    }
    if (method === 'POST' && path === '/v1/coupons') {
      const coupon = { id: id('co'), object: 'coupon', amount_off: Number(f.amount_off), ...f };
      coupons.set(coupon.id, coupon);
      return [200, coupon];
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      // The first invoice is the price less a coupon, as Stripe bills it.
      const off = coupons.get(f['discounts[0][coupon]'] ?? '')?.amount_off ?? 0;
      const intent = newIntent(
        Number(f['items[0][price_data][unit_amount]']) - off,
        f['items[0][price_data][currency]']!,
      );
      const sub: Json = {
        id: id('sub'),
        object: 'subscription',
        status: 'incomplete',
        cancel_at_period_end: false,
        customer: f.customer,
        latest_invoice: {
          id: id('in'),
          object: 'invoice',
          confirmation_secret: { client_secret: intent.client_secret, type: 'payment_intent' },
        },
      };
      subscriptions.set(sub.id as string, sub);
      return [200, sub];
    }
    const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (sub && (method === 'POST' || method === 'DELETE')) {
      const found = subscriptions.get(sub[1]!);
      if (!found)
        return [
          404,
          stripeError('invalid_request_error', 'No such subscription', 'resource_missing'),
        ];
      // DELETE ends it now; POST updates it (here: cancel at period end).
      if (method === 'DELETE') found.status = 'canceled';
      else if (f.cancel_at_period_end)
        found.cancel_at_period_end = f.cancel_at_period_end === 'true';
      return [200, found];
    }
    if (method === 'GET' && path === '/v1/promotion_codes') {
      const found = promotionCodes.get(query.get('code') ?? '');
      return [200, { object: 'list', data: found ? [found] : [], has_more: false, url: path }];
    }
    if (method === 'GET' && path === '/v1/payment_methods')
      return [
        200,
        {
          object: 'list',
          data: [
            {
              id: 'pm_fake_visa',
              object: 'payment_method',
              type: 'card',
              card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040 },
            },
          ],
          has_more: false,
          url: path,
        },
      ];
    return [
      404,
      stripeError('invalid_request_error', `Unrecognized request URL (${method}: ${path})`),
    ];
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const fields = { ...Object.fromEntries(url.searchParams), ...(await readForm(req)) };
      calls.push({ method: req.method ?? 'GET', path: url.pathname, fields });
      if (failures > 0 && (!failingPath || url.pathname === failingPath)) {
        failures--;
        return send(res, 500, stripeError('api_error', 'Something went wrong on Stripe’s end.'));
      }
      const [status, body] = route(req.method ?? 'GET', url.pathname, url.searchParams, fields);
      send(res, status, body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    address: { host: '127.0.0.1', port, protocol: 'http' },
    calls,
    intents,
    promotionCodes,
    succeed(paymentIntentId, amountReceived) {
      const pi = intents.get(paymentIntentId)!;
      Object.assign(pi, {
        status: 'succeeded',
        amount_received: amountReceived ?? pi.amount,
        payment_method: {
          id: 'pm_fake_visa',
          object: 'payment_method',
          card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040 },
        },
      });
    },
    failNext(count, path) {
      failures = count;
      failingPath = path;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
