import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import Stripe from 'stripe';
import { startFakeStripe, type FakeStripe } from '../src/server/testing/fake-stripe.js';
import { startServerProcess, type ServerProcess } from '../src/server/testing/server-process.js';
import { mailLink, readMailbox } from './support/mailbox.js';
import { admin, MEMBER_PASSWORD, newMember } from './support/users.js';

/**
 * The money-back guarantee against Stripe (decision 0033): the built server with Stripe's keys,
 * its SDK pointed at a local stand-in that answers like Stripe (STRIPE_API_URL), payments made
 * paid there and announced by signed webhooks, then refunded from the pages as on the sandbox.
 */
const WEBHOOK_SECRET = 'whsec_refund_journey';
let fake: FakeStripe;
let server: ServerProcess;
let dataDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fake = await startFakeStripe();
  dataDir = mkdtempSync(path.join(tmpdir(), 'right-one-stripe-e2e-'));
  server = await startServerProcess(
    {
      DATABASE_URL: undefined,
      REDIS_URL: undefined,
      SMTP_URL: undefined,
      NODE_ENV: undefined,
      DATA_DIR: dataDir,
      DEV_MAILBOX: 'on',
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      STRIPE_SECRET_KEY: 'sk_test_refund_journey',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_refund_journey',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: `http://${fake.address.host}:${fake.address.port}`,
    },
    { builtEntry: path.join(process.env.E2E_BUILD_DIR ?? process.cwd(), 'dist/server/main.js') },
  );
});

test.afterAll(async () => {
  await server?.kill();
  await fake?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** This server's own Origin: every state-changing call must come from its pages. */
const origin = () => ({ origin: server.base });

/** A page on this server, signed in as a new member (signed up and confirmed through its mails). */
async function memberPage(browser: Browser) {
  const page = await (await browser.newContext({ baseURL: server.base })).newPage();
  const member = newMember('stripe-refund');
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers: origin(),
    data: {
      name: member.name,
      email: member.email,
      password: MEMBER_PASSWORD,
      callbackURL: '/login',
    },
  });
  expect(signUp.ok(), `sign-up: ${signUp.status()}`).toBe(true);
  await page.request.get(await mailLink(page.request, member.email, 'verify-email'), {
    maxRedirects: 0,
  });
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    headers: origin(),
    data: { email: member.email, password: MEMBER_PASSWORD },
  });
  expect(signIn.ok(), `sign-in: ${signIn.status()}`).toBe(true);
  const me = (await (await page.request.get('/api/profile')).json()) as { id: string };
  return { page, member, id: me.id };
}

/** Stripe's webhook for `type`, signed as Stripe signs it. */
async function webhook(request: APIRequestContext, type: string, object: object) {
  const payload = JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const res = await request.post('/api/billing/webhook', {
    data: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
  expect(res.ok(), `webhook ${type}: ${res.status()}`).toBe(true);
}

const refundedAtStripe = (paymentIntentId: string) =>
  fake.calls.some((c) => c.path === '/v1/refunds' && c.fields.payment_intent === paymentIntentId);

test('a Blueprint paid at Stripe is refunded there when the member asks', async ({ browser }) => {
  const { page, member, id } = await memberPage(browser);
  const intent = await page.request.post('/api/billing/blueprint/intent', {
    headers: origin(),
    data: { email: member.email, userId: id, promoCode: null },
  });
  expect(intent.ok(), `intent: ${intent.status()}`).toBe(true);
  const { paymentIntentId } = (await intent.json()) as { paymentIntentId: string };
  fake.succeed(paymentIntentId, 5990);
  await webhook(page.request, 'payment_intent.succeeded', {
    id: paymentIntentId,
    object: 'payment_intent',
  });

  const planOf = async () =>
    ((await (await page.request.get('/api/profile')).json()) as { plan: string }).plan;
  expect(await planOf()).toBe('Premium');

  await page.goto('/billing');
  const purchase = page.getByRole('listitem').filter({ hasText: 'Premium Blueprint Report' });
  await purchase.getByRole('button', { name: 'Request a refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a refund?' });
  await dialog.getByRole('button', { name: 'Refund $59.90' }).click();
  await expect(page.getByText('Refund on its way')).toBeVisible();
  expect(refundedAtStripe(paymentIntentId)).toBe(true);
  expect(await planOf()).toBe('Free');
  const mails = await readMailbox(page.request, member.email);
  expect(mails.find((m) => m.kind === 'refund-receipt')?.subject).toBe(
    'Your Right One refund: $59.90',
  );
});

test('an admin refunds a plan paid at Stripe: the subscription ends there too', async ({
  browser,
}) => {
  // Two browsers, a member and an admin, each signing in: past 30 s on a busy 2-core machine.
  test.slow();
  const { page: memberView, member } = await memberPage(browser);
  const sub = await memberView.request.post('/api/billing/plans/subscribe', {
    headers: origin(),
    data: { planId: 'basic', promoCode: null, paymentMethodId: null },
  });
  expect(sub.ok(), `subscribe: ${sub.status()}`).toBe(true);
  const { subscriptionId, paymentIntentId } = (await sub.json()) as {
    subscriptionId: string;
    paymentIntentId: string;
  };
  fake.succeed(paymentIntentId, 4990);
  await webhook(memberView.request, 'invoice.paid', {
    id: 'in_refund_journey',
    object: 'invoice',
    amount_paid: 4990,
    currency: 'usd',
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscriptionId },
    },
    lines: {
      object: 'list',
      data: [{ period: { start: 0, end: Math.floor(Date.now() / 1000) + 30 * 24 * 3600 } }],
    },
  });

  const page = await (await browser.newContext({ baseURL: server.base })).newPage();
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    headers: origin(),
    data: { email: admin.email, password: admin.password },
  });
  expect(signIn.ok(), `admin sign-in: ${signIn.status()}`).toBe(true);
  await page.goto('/admin');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(member.email);
  const row = page.getByRole('row').filter({ hasText: member.email });
  await row.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'View Profile' }).click();
  const overview = page.getByRole('dialog', { name: 'User Profile' });
  const plan = overview.getByRole('listitem').filter({ hasText: 'Basic Concierge Plan' });
  await plan.getByRole('button', { name: 'Refund' }).click();
  const confirm = page.getByRole('dialog', { name: 'Refund this purchase?' });
  await confirm.getByLabel(/^Reason/).fill('Charged twice by mistake');
  await confirm.getByRole('button', { name: 'Refund $49.90' }).click();
  await expect(plan).toContainText(/Refunded \d{1,2}\/\d{1,2}\/\d{4} by an admin/);

  expect(refundedAtStripe(paymentIntentId)).toBe(true);
  expect(
    fake.calls.some(
      (c) => c.method === 'DELETE' && c.path === `/v1/subscriptions/${subscriptionId}`,
    ),
  ).toBe(true);
  const mails = await readMailbox(memberView.request, member.email);
  expect(mails.find((m) => m.kind === 'refund-receipt')?.text).toContain('by our team');
});
