import { createECDH } from 'node:crypto';
import { existsSync, mkdirSync, linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server's VAPID key pair (RFC 8292): push services accept a push only when it is signed
 * with the private key of the subscription's `applicationServerKey`, so the pair must stay the
 * same as long as members' subscriptions do. P-256, base64url: the public key as the 65-byte
 * uncompressed point browsers take, the private key as its 32-byte scalar (what `web-push` takes).
 */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const b64 = (buffer: Buffer) => buffer.toString('base64url');

export function newVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { publicKey: b64(ecdh.getPublicKey()), privateKey: b64(ecdh.getPrivateKey()) };
}

/** Why a given pair cannot sign pushes, or null: the wrong length, or halves of two pairs. */
export function vapidKeysProblem({ publicKey, privateKey }: VapidKeys): string | null {
  const pub = Buffer.from(publicKey, 'base64url');
  const priv = Buffer.from(privateKey, 'base64url');
  if (pub.length !== 65 || pub[0] !== 4)
    return 'VAPID_PUBLIC_KEY must be a P-256 public key: 65 bytes, base64url (npx web-push generate-vapid-keys)';
  if (priv.length !== 32)
    return 'VAPID_PRIVATE_KEY must be a P-256 private key: 32 bytes, base64url';
  const ecdh = createECDH('prime256v1');
  try {
    ecdh.setPrivateKey(priv);
  } catch {
    return 'VAPID_PRIVATE_KEY is not a valid P-256 private key';
  }
  return ecdh.getPublicKey().equals(pub)
    ? null
    : 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not one pair';
}

/**
 * A pair made once and kept in DATA_DIR, like the generated AUTH_SECRET: subscriptions made
 * against it keep working across restarts without setup. Production sets its own (the checklist).
 */
export function generatedVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  mkdirSync(dataDir, { recursive: true });
  const keys = newVapidKeys();
  // Written aside, then linked into place (which fails if the file exists): of two processes
  // starting at once, the first pair wins, and neither ever reads half a file.
  const aside = `${file}.${process.pid}`;
  writeFileSync(aside, JSON.stringify(keys), { mode: 0o600 });
  try {
    linkSync(aside, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  } finally {
    unlinkSync(aside);
  }
  return keys;
}

/** VAPID_SUBJECT: how a push service reaches the sender, a mailto: or https: address. */
export const isVapidSubject = (subject: string) =>
  /^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/.test(subject);

/** The default subject: the address mails come from (MAIL_FROM, "Name <address>" or bare). */
export function subjectFromMailFrom(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}
