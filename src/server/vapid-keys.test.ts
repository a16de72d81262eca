import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.js';
import { refusal } from './testing/config-refusal.js';
import { productionEnv, TEST_VAPID } from './testing/production-env.js';
import { newVapidKeys } from './vapid-keys.js';

describe('the VAPID keys web push is signed with (decision 0048)', () => {
  it('are generated once into DATA_DIR when unset, and kept across starts', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vapid-'));
    try {
      const first = loadConfig({ DATA_DIR: dir }).push.vapid;
      expect(loadConfig({ DATA_DIR: dir }).push.vapid).toEqual(first);
      expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
      expect(first.subject).toBe('mailto:hello@rightone.local');
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it('refuse half a pair, halves of two pairs, and a subject that is not mailto: or https:', () => {
    const other = newVapidKeys();
    const env = { DATA_DIR: '.data-test' };
    expect(refusal({ ...env, VAPID_PUBLIC_KEY: TEST_VAPID.publicKey })).toMatch(/go together/);
    expect(
      refusal({
        ...env,
        VAPID_PUBLIC_KEY: other.publicKey,
        VAPID_PRIVATE_KEY: TEST_VAPID.privateKey,
      }),
    ).toMatch(/not one pair/);
    expect(refusal({ ...env, VAPID_SUBJECT: 'team@example.com' })).toMatch(/VAPID_SUBJECT/);
  });

  it('are required in production, and so is an https push service', () => {
    const unset = productionEnv();
    delete unset.VAPID_PUBLIC_KEY;
    delete unset.VAPID_PRIVATE_KEY;
    delete unset.VAPID_SUBJECT;
    const message = refusal(unset);
    expect(message).toMatch(/production needs VAPID_PUBLIC_KEY/);
    expect(message).toMatch(/production needs VAPID_SUBJECT/);
    expect(refusal(productionEnv({ PUSH_EXTRA_SERVICES: 'http://127.0.0.1:9' }))).toMatch(
      /https only/,
    );
    expect(refusal(productionEnv())).toBeUndefined();
  });
});
