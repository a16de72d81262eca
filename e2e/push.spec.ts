import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { startLoopbackPushService } from '../src/server/testing/push-service/loopback.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { controlledByServiceWorker } from './support/service-worker.js';
import { headers } from './support/members.js';
import { connectedPair } from './support/pairs.js';

// Web push (decision 0048) on the production build, against the loopback push service that
// scripts/e2e.mjs lets the server send to (PUSH_EXTRA_SERVICES). Service workers run here.
test.use({ serviceWorkers: 'allow' });

/** The few names of the worker's global scope used below (the tools' TypeScript has no WebWorker library). */
type WorkerScope = {
  registration: ServiceWorkerRegistration;
  dispatchEvent(event: Event): boolean;
};
declare const NotificationEvent: new (type: string, init: { notification: Notification }) => Event;

test('a message reaches her device as a push that names the sender only, and its click opens the conversation', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const service = await startLoopbackPushService({ port: Number(process.env.E2E_PUSH_PORT) });
  try {
    const him = await (await browser.newContext()).newPage();
    const herContext = await browser.newContext({ permissions: ['notifications'] });
    const her = await herContext.newPage();
    const sessionId = await connectedPair(him, her);
    await her.goto('/user?section=settings');
    await controlledByServiceWorker(her);
    await her.reload();
    const card = her.getByRole('heading', { name: 'Notifications on your devices' });
    await expect(card).toBeVisible();

    // The real Push API first: Chromium asks its push service (Google's FCM) for a subscription.
    await her.getByRole('button', { name: 'Turn on for this device' }).click();
    const outcome = await Promise.race([
      her
        .getByText('This device', { exact: true })
        .waitFor()
        .then(() => 'subscribed through the browser'),
      her
        .getByText('Could not turn notifications on')
        .waitFor()
        .then(() => 'refused by the browser (no push service reachable)'),
    ]);
    test.info().annotations.push({ type: 'real Push API', description: outcome });

    // The browser's subscription as a loopback push service hands it out, given to the server
    // the way the page does.
    const { publicKey } = (await (await her.request.get('/api/push')).json()) as {
      publicKey: string;
    };
    const device = service.subscribe(publicKey);
    const given = await her.request.post('/api/push/devices', {
      headers,
      data: { endpoint: device.endpoint, keys: device.keys },
    });
    expect(given.ok(), await given.text()).toBe(true);
    await her.reload();
    const devices = her.getByRole('list', { name: 'Devices with notifications on' });
    await expect(devices.getByText('This device', { exact: true })).toBeVisible();
    await expect(devices.getByRole('button', { name: 'Turn off on this device' })).toBeVisible();
    await expectNoSeriousA11yViolations(her, 'the notifications card');

    // He writes: the server encrypts the push to her device; the service decrypts it.
    await her.goto('/user');
    const sent = await him.request.post(`/api/chats/${sessionId}/messages`, {
      headers,
      data: { id: randomUUID(), content: 'Are you free on Saturday?' },
    });
    expect(sent.ok()).toBe(true);
    await expect.poll(() => service.received.length, { timeout: 15_000 }).toBeGreaterThan(0);
    const pushed = service.received.find((r) => r.device === device.id)!.data as {
      title: string;
      body?: string;
      url: string;
    };
    expect(pushed.title).toMatch(/^New message from \S+$/);
    expect(pushed.body).toBeUndefined(); // previews are off until she turns them on

    // The decrypted push, delivered to her service worker as the push service would.
    const cdp = await herContext.newCDPSession(her);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL.startsWith(baseURL!));
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL!).origin,
      registrationId: await registrationId,
      data: JSON.stringify(pushed),
    });
    const [worker] = herContext.serviceWorkers();
    await expect
      .poll(() =>
        worker!.evaluate(async () =>
          (await (self as unknown as WorkerScope).registration.getNotifications()).map(
            (n) => n.title,
          ),
        ),
      )
      .toEqual([pushed.title]);

    // Her click on it (dispatched in the worker: a test cannot click the system's notification).
    await worker!.evaluate(async () => {
      const scope = self as unknown as WorkerScope;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(
        new NotificationEvent('notificationclick', { notification: notification! }),
      );
    });
    await expect(her).toHaveURL(new URL(pushed.url, baseURL).href);
    await expect(her.getByRole('region', { name: /^Conversation with/ })).toBeVisible();
  } finally {
    await service.close();
  }
});
