import { createPublicKey, verify } from 'node:crypto';

/**
 * What a push service checks before it takes a push (RFC 8292): the `vapid t=<JWT>, k=<key>`
 * Authorization, a JWT signed ES256 with that key, for this service's origin, expiring within a
 * day, naming a contact. Answers the problem, or null; and the key, to compare with the one the
 * browser subscribed with.
 */
export function checkVapid(
  authorization: string | undefined,
  origin: string,
  nowSeconds = Date.now() / 1000,
): { problem: string } | { key: string } {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(authorization ?? '');
  if (!m) return { problem: 'no vapid Authorization' };
  const [, token, key] = m as unknown as [string, string, string];
  const [head, body, signature] = token.split('.') as [string, string, string];
  const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as Record<string, unknown>;
  if (header.alg !== 'ES256') return { problem: `alg ${String(header.alg)}, not ES256` };
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return { problem: 'JWT signature does not verify' };
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (claims.aud !== origin) return { problem: `aud ${claims.aud}, not ${origin}` };
  if (!claims.exp || claims.exp < nowSeconds || claims.exp > nowSeconds + 24 * 3600)
    return { problem: 'exp missing, past, or more than 24 hours ahead' };
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) return { problem: 'sub not mailto: or https:' };
  return { key };
}
