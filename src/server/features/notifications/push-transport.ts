import webpush from 'web-push';

/** One device's subscription as the push service and the encryption need it. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushOptions {
  /** How long the push service may hold it for an offline device (seconds). */
  ttlSeconds: number;
  urgency: 'low' | 'normal' | 'high';
  /** One per topic waits at the push service: a newer one replaces it (base64url, ≤ 32). */
  topic?: string;
}

/** The push service's answer: 201 taken, 404/410 the subscription is gone, others per RFC 8030. */
export interface PushAnswer {
  status: number;
  /** Retry-After of a 429 or 503, in seconds, when given. */
  retryAfter?: number;
}

/** Sends one push; rejects only when the push service could not be reached. */
export type PushTransport = (
  target: PushTarget,
  payload: string,
  options: PushOptions,
) => Promise<PushAnswer>;

export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const TIMEOUT_MS = 10_000;

/** POSTs a prepared request; every push service speaks the same HTTP (RFC 8030). */
export async function post(
  endpoint: string,
  headers: Record<string, string | number>,
  body: Buffer | string | null,
): Promise<PushAnswer> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)])),
    ...(body !== null && { body: typeof body === 'string' ? body : new Uint8Array(body) }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  // The body is a short status text at most; read it so the connection is reused.
  await response.arrayBuffer();
  const retryAfter = Number(response.headers.get('retry-after'));
  return {
    status: response.status,
    ...(Number.isFinite(retryAfter) && retryAfter > 0 && { retryAfter }),
  };
}

/**
 * The real thing (decision 0048): `web-push` encrypts the payload to the browser's keys
 * (aes128gcm, RFC 8291) and signs the VAPID JWT (RFC 8292); the request itself goes out with
 * fetch, which pools connections per push service and speaks http to the tests' loopback service
 * (web-push's own sender is https only).
 */
export function webPushTransport(vapid: Vapid): PushTransport {
  return async (target, payload, { ttlSeconds, urgency, topic }) => {
    const request = webpush.generateRequestDetails(target, payload, {
      vapidDetails: vapid,
      TTL: ttlSeconds,
      urgency,
      contentEncoding: 'aes128gcm',
      ...(topic && { topic }),
    });
    return post(request.endpoint, request.headers, request.body);
  };
}
