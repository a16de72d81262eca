import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decryptPush, newBrowserKeys, type BrowserKeys } from './decrypt.js';
import { checkVapid } from './vapid-check.js';

/** A push as the device received it: decrypted, with the headers that came with it. */
export interface ReceivedPush {
  device: string;
  /** The payload as the service worker's `event.data.json()` would see it. */
  data: unknown;
  ttl: number;
  urgency: string | undefined;
}

interface Device {
  keys: BrowserKeys;
  /** The applicationServerKey the browser subscribed with: pushes signed by another are refused. */
  serverKey: string;
  /** What the service answers instead of 201 (404/410 once the browser unsubscribed). */
  answer?: number;
}

const body = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * A push service on 127.0.0.1, for tests and the bench: it hands out subscriptions the way a
 * browser's push service does, and takes pushes only the way one does (RFC 8030 and 8292: a
 * valid VAPID JWT for its origin, signed by the key the browser subscribed with; a TTL). In
 * `check` mode it decrypts each payload with the device's private key (RFC 8291), so a test
 * reads what a phone would show; `count` mode only counts (any /push/<id>), to keep the bench
 * about the sender.
 */
export async function startLoopbackPushService({
  mode = 'check',
  port = 0,
}: { mode?: 'check' | 'count'; port?: number } = {}) {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const refused: { device: string; status: number; why: string }[] = [];
  let count = 0;
  let bytes = 0;

  const server = createServer((request, response) => {
    void (async () => {
      const payload = await body(request);
      count++;
      bytes += payload.length;
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
      if (mode === 'count') return void response.writeHead(201).end();
      const device = devices.get(id);
      const refuse = (status: number, why: string) => {
        refused.push({ device: id, status, why });
        response.writeHead(status).end(why);
      };
      if (!device) return refuse(404, 'no such subscription');
      if (device.answer) return refuse(device.answer, 'told to');
      const vapid = checkVapid(request.headers.authorization, origin);
      if ('problem' in vapid) return refuse(401, vapid.problem);
      if (vapid.key !== device.serverKey) return refuse(403, 'signed by another key');
      const ttl = Number(request.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) return refuse(400, 'no TTL');
      if (payload.length && request.headers['content-encoding'] !== 'aes128gcm')
        return refuse(415, 'not aes128gcm');
      let data: unknown;
      try {
        data = payload.length ? JSON.parse(decryptPush(payload, device.keys)) : null;
      } catch (err) {
        return refuse(400, `undecryptable: ${(err as Error).message}`);
      }
      const urgency = request.headers.urgency as string | undefined;
      received.push({ device: id, data, ttl, urgency });
      response.writeHead(201, { location: `/message/${randomUUID()}` }).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    refused,
    /** Every request taken, and their bodies' bytes (the bench's tally). */
    tally: () => ({ count, bytes }),
    /** A browser subscribing with `serverKey`: the subscription as PushSubscription.toJSON() gives it. */
    subscribe(serverKey: string) {
      const id = randomUUID();
      const keys = newBrowserKeys(randomBytes(16));
      devices.set(id, { keys, serverKey });
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        keys: {
          p256dh: keys.ecdh.getPublicKey().toString('base64url'),
          auth: keys.auth.toString('base64url'),
        },
      };
    },
    /** The browser unsubscribed (410) or the subscription expired (404); or a 5xx/429 outage. */
    answerWith(id: string, status: number) {
      devices.get(id)!.answer = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type LoopbackPushService = Awaited<ReturnType<typeof startLoopbackPushService>>;
