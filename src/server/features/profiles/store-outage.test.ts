import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountApi } from '#shared/contracts/account.js';
import { profilesApi } from '#shared/contracts/profiles.js';
import { storedFileDeletions } from '#server/db/schema.js';
import { deleteQueuedFiles } from '#server/platform/storage/index.js';
import { PASSWORD, signUpAndIn } from '#server/testing/accounts.js';
import {
  addPhoto,
  checkerboardPng,
  photoRowsOf,
  storedPhotoOf,
  uploadAvatar,
  withPhoto,
} from '#server/testing/avatars.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { storeProxy } from '#server/testing/store-proxy.js';
import { freshBucketEnv, storedNames } from '#server/testing/test-storage.js';

// The app stores in a real S3 server (scripts/vitest-s3.mjs) through a relay the tests take down.
let t: TestApp;
let store: Awaited<ReturnType<typeof storeProxy>>;
beforeAll(async () => {
  const bucket = await freshBucketEnv();
  store = await storeProxy(bucket.S3_ENDPOINT!);
  t = await createTestApp({ ...bucket, S3_ENDPOINT: store.url });
});
afterAll(async () => {
  await t.close();
  await store.close();
});
afterEach(() => store.up());

const STORE_DOWN = {
  error: { code: 'STORAGE_UNAVAILABLE', message: expect.stringMatching(/try again/) },
};
const queued = async () =>
  (await t.database.db.select().from(storedFileDeletions)).map((r) => r.key).sort();
const silent = { warn: () => undefined };

describe('a file store that goes down', () => {
  it('during an upload: 503, no photo row, no profile pointing at a missing file', async () => {
    const m = await signUpAndIn(t, 'mid-upload@example.com', 'Mia');
    store.downAfterPuts(1); // the clear photo is stored, the store dies before the blurred copy
    const res = await uploadAvatar(t, m.cookie, await checkerboardPng(64));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(STORE_DOWN);
    expect(await photoRowsOf(t, m.id)).toEqual([]);
    expect(await storedPhotoOf(t, m.id)).toEqual({ avatarUrl: null, avatarBlurredUrl: null });

    // The half of the upload that reached the store is owed a delete, and gets it once it is back.
    store.up();
    expect(await storedNames(t.config, 'avatars')).toHaveLength(1);
    expect(await queued()).toHaveLength(2);
    await deleteQueuedFiles(t.database.db, t.app.storage, silent);
    expect(await storedNames(t.config, 'avatars')).toEqual([]);
    expect(await queued()).toEqual([]);
  });

  it('before an added photo: 503, and the photos already there stay as they were', async () => {
    const m = await withPhoto(t, await signUpAndIn(t, 'adds@example.com', 'Ada'));
    const before = await photoRowsOf(t, m.id);
    store.down();
    const res = await addPhoto(t, m.cookie, await checkerboardPng(64));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(STORE_DOWN);
    expect(await photoRowsOf(t, m.id)).toEqual(before);
  });

  it('while a photo is asked for: 503, not a missing photo', async () => {
    const m = await withPhoto(t, await signUpAndIn(t, 'shows@example.com', 'Sol'));
    store.down();
    const res = await t.app.inject({ url: m.clear, headers: { cookie: m.cookie } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(STORE_DOWN);
    store.up();
    const again = await t.app.inject({ url: m.clear, headers: { cookie: m.cookie } });
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('image/webp');
  });

  it('when an account is deleted: the account goes, its files are deleted once the store is back', async () => {
    await deleteQueuedFiles(t.database.db, t.app.storage, silent); // what earlier tests left
    expect(await queued()).toEqual([]);
    const m = await withPhoto(t, await signUpAndIn(t, 'leaves@example.com', 'Lou'));
    const files = (await storedNames(t.config, 'avatars')).filter((name) =>
      [m.clear, m.blurred].some((url) => url.endsWith(name)),
    );
    expect(files).toHaveLength(2);
    store.down();
    const res = await t.call(
      accountApi.deleteAccount,
      { body: { password: PASSWORD } },
      { cookie: m.cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await queued()).toEqual(files.map((name) => `avatars/${name}`).sort());

    // Still down: the try is counted and the next one scheduled, nothing is forgotten.
    await deleteQueuedFiles(t.database.db, t.app.storage, silent, { now: new Date() });
    const [row] = await t.database.db.select().from(storedFileDeletions);
    expect(row).toMatchObject({ attempts: 1, lastError: expect.any(String) });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    store.up();
    await deleteQueuedFiles(t.database.db, t.app.storage, silent, { now: row!.nextAttemptAt });
    expect(await queued()).toEqual([]);
    const left = await storedNames(t.config, 'avatars');
    for (const name of files) expect(left).not.toContain(name);
  });
});

describe('the photo route on a bucket', () => {
  it('serves the bytes with the same caching as from the disk', async () => {
    const m = await withPhoto(t, await signUpAndIn(t, 'cached@example.com', 'Cy'));
    const res = await t.app.inject({ url: m.clear, headers: { cookie: m.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const name = m.clear.split('/').pop()!;
    const again = await t.call(
      profilesApi.avatarFile,
      { params: { name } },
      { cookie: m.cookie, headers: { 'if-none-match': `"${name}"` } },
    );
    expect(again.statusCode).toBe(304);
  });
});
