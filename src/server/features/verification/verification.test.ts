import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi } from '#shared/contracts/account.js';
import { adminDirectoryApi } from '#shared/contracts/admin.js';
import { matchingApi } from '#shared/contracts/matching.js';
import { verificationApi, type VerificationDecision } from '#shared/contracts/verification.js';
import { createStoragePort } from '#server/platform/storage/index.js';
import { mailsTo, PASSWORD, signUpAndIn } from '#server/testing/accounts.js';
import { checkerboardPng, photoForm, withPhoto } from '#server/testing/avatars.js';
import { connectedPair } from '#server/testing/chat-pairs.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { storedNames } from '#server/testing/test-storage.js';
import { memberExportZip } from '../account/export-zip.js';

let t: TestApp;
let admin: { id: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp({}, { ownDataDir: true });
  admin = await signUpAndIn(t, 'mod@example.com', 'Mona Moderator', 'admin');
});
afterAll(() => t.close());

const as = (cookie: string) => ({ cookie });
const status = (cookie: string) => t.call(verificationApi.status, {}, as(cookie));
const askPose = (cookie: string) => t.call(verificationApi.pose, {}, as(cookie));
const sendSelfie = async (cookie: string, bytes?: Buffer) =>
  t.call(
    verificationApi.selfie,
    { form: photoForm(bytes ?? (await checkerboardPng(96)), 'selfie.png', 'image/png') },
    as(cookie),
  );
const queue = (cookie = admin.cookie) => t.call(verificationApi.queue, {}, as(cookie));
const decide = (id: string, body: VerificationDecision, cookie = admin.cookie) =>
  t.call(verificationApi.decide, { params: { id }, body }, as(cookie));
const selfieFiles = () => storedNames(t.config, 'selfies');
const waitingOf = async (memberId: string) =>
  (await queue()).json().items.find((i) => i.memberId === memberId)!;

/** A member with a main photo, a pose asked for and a selfie sent: waiting in the queue. */
async function waitingMember(email: string, name: string) {
  const member = await withPhoto(t, await signUpAndIn(t, email, name));
  expect((await askPose(member.cookie)).statusCode).toBe(200);
  expect((await sendSelfie(member.cookie)).json().state).toBe('pending');
  return { ...member, attempt: await waitingOf(member.id) };
}

describe('a member asking to be verified', () => {
  it('needs a main photo first', async () => {
    const m = await signUpAndIn(t, 'nophoto@example.com', 'Nia Nophoto');
    expect((await status(m.cookie)).json()).toMatchObject({ state: 'no-photo', pose: null });
    const res = await askPose(m.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('NO_PHOTO');
  });

  it('gets a pose, then sends a selfie copying it; bad files change nothing', async () => {
    const m = await withPhoto(t, await signUpAndIn(t, 'posing@example.com', 'Pia Posing'));
    const early = await sendSelfie(m.cookie);
    expect([early.statusCode, early.json().error.code]).toEqual([409, 'NO_POSE']);

    const posed = (await askPose(m.cookie)).json();
    expect(posed).toMatchObject({ state: 'unverified', reason: null });
    expect(posed.pose).toBeTruthy();
    // Asking again gives another pose, never the same one twice in a row.
    const again = (await askPose(m.cookie)).json();
    expect(again.pose).not.toBe(posed.pose);

    const notImage = await sendSelfie(m.cookie, Buffer.from('not an image at all'));
    expect([notImage.statusCode, notImage.json().error.code]).toEqual([400, 'NOT_AN_IMAGE']);
    const huge = await sendSelfie(m.cookie, Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect(huge.statusCode).toBe(413);
    expect((await status(m.cookie)).json()).toMatchObject({
      state: 'unverified',
      pose: again.pose,
    });

    const sent = (await sendSelfie(m.cookie)).json();
    expect(sent).toMatchObject({ state: 'pending', pose: null });
    const twice = await sendSelfie(m.cookie);
    expect([twice.statusCode, twice.json().error.code]).toEqual([409, 'PENDING']);
    expect((await askPose(m.cookie)).json().error.code).toBe('PENDING');
  });

  it('can take a waiting selfie back: its file goes at once', async () => {
    const m = await waitingMember('withdraw@example.com', 'Wren Withdraw');
    const before = (await selfieFiles()).length;
    const res = await t.call(verificationApi.withdraw, {}, as(m.cookie));
    expect(res.json()).toMatchObject({ state: 'unverified', pose: null });
    expect((await selfieFiles()).length).toBe(before - 1);
    expect((await t.call(verificationApi.withdraw, {}, as(m.cookie))).statusCode).toBe(404);
  });
});

describe('the moderators’ queue', () => {
  it('is for admins only, and so is every selfie', async () => {
    const m = await waitingMember('queued@example.com', 'Quinn Queued');
    expect((await queue(m.cookie)).statusCode).toBe(403);
    const asMember = await t.call(
      verificationApi.selfieFile,
      { params: { id: m.attempt.id } },
      as(m.cookie),
    );
    expect(asMember.statusCode).toBe(403);
    const file = await t.call(
      verificationApi.selfieFile,
      { params: { id: m.attempt.id } },
      as(admin.cookie),
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(m.attempt).toMatchObject({ fullName: 'Quinn Queued', photoUrl: m.clear });
    const declined = await decide(
      m.attempt.id,
      { decision: 'decline', reason: 'Blurry' },
      m.cookie,
    );
    expect(declined.statusCode).toBe(403);
    expect((await status(m.cookie)).json().state).toBe('pending');
  });

  it('approves against the photo the moderator saw; the badge shows to matches and admins', async () => {
    const { a, b } = await connectedPair(t, ['Vera', 'Bo']);
    const vera = { ...a, ...(await withPhoto(t, a)) };
    await askPose(vera.cookie);
    await sendSelfie(vera.cookie);
    const attempt = await waitingOf(vera.id);
    const files = (await selfieFiles()).length;

    const stale = await decide(attempt.id, { decision: 'approve', photoUrl: 'an older photo' });
    expect([stale.statusCode, stale.json().error.code]).toEqual([409, 'PHOTO_CHANGED']);
    const ok = await decide(attempt.id, { decision: 'approve', photoUrl: vera.clear });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(
      (await decide(attempt.id, { decision: 'approve', photoUrl: vera.clear })).json().error.code,
    ).toBe('ALREADY_DECIDED');

    expect((await status(vera.cookie)).json().state).toBe('verified');
    expect((await selfieFiles()).length).toBe(files - 1);
    const gone = await t.call(
      verificationApi.selfieFile,
      { params: { id: attempt.id } },
      as(admin.cookie),
    );
    expect(gone.statusCode).toBe(404);
    const kinds = (await mailsTo(t, vera.email)).map((m) => m.kind);
    expect(kinds).toContain('verification-approved');

    const seenByBo = (await t.call(matchingApi.matches, {}, as(b.cookie))).json();
    expect(seenByBo.matches.find((m) => m.userId === vera.id)?.verified).toBe(true);
    const directory = (
      await t.call(adminDirectoryApi.users, { query: { q: 'vera' } }, as(admin.cookie))
    ).json();
    expect(directory.users.find((u) => u.id === vera.id)?.verified).toBe(true);

    // A new main photo ends the badge: the member is asked to verify again.
    await withPhoto(t, vera);
    expect((await status(vera.cookie)).json().state).toBe('lapsed');
    const later = (await t.call(matchingApi.matches, {}, as(b.cookie))).json();
    expect(later.matches.find((m) => m.userId === vera.id)?.verified).toBe(false);
  });

  it('declines with a reason the member sees and is mailed; they may try again', async () => {
    const m = await waitingMember('declined@example.com', 'Dara Declined');
    const empty = await decide(m.attempt.id, { decision: 'decline', reason: '  ' });
    expect(empty.statusCode).toBe(400);
    const reason = 'Your hand is not in the picture. Please show the pose beside your face.';
    expect((await decide(m.attempt.id, { decision: 'decline', reason })).statusCode).toBe(200);
    expect((await status(m.cookie)).json()).toMatchObject({ state: 'declined', reason });
    const [mail] = (await mailsTo(t, 'declined@example.com')).filter(
      (x) => x.kind === 'verification-declined',
    );
    expect(mail?.text).toContain(reason);
    expect((await askPose(m.cookie)).json()).toMatchObject({ state: 'declined' });
  });

  it('leaves an admin’s own selfie to another admin', async () => {
    const self = await withPhoto(
      t,
      await signUpAndIn(t, 'selfmod@example.com', 'Sol Self', 'admin'),
    );
    await askPose(self.cookie);
    await sendSelfie(self.cookie);
    const attempt = await waitingOf(self.id);
    const res = await decide(
      attempt.id,
      { decision: 'approve', photoUrl: self.clear },
      self.cookie,
    );
    expect([res.statusCode, res.json().error.code]).toEqual([403, 'OWN_VERIFICATION']);
  });
});

describe('the selfie and the member’s own data', () => {
  it('is in their data export while it waits, and goes with their account', async () => {
    const m = await waitingMember('leaving@example.com', 'Lee Leaving');
    const storage = createStoragePort(t.config);
    const zip = unzipSync(await memberExportZip(t.database.db, storage, m.id));
    expect(Object.keys(zip).filter((f) => /^selfie\/.+\.webp$/.test(f))).toHaveLength(1);
    const data = JSON.parse(strFromU8(zip['right-one-data.json']!));
    expect(data.photoVerifications).toEqual([
      expect.objectContaining({ status: 'pending', pose: m.attempt.pose }),
    ]);
    expect(data.photoVerifications[0]).not.toHaveProperty('selfieKey');

    const files = (await selfieFiles()).length;
    const res = await t.call(
      accountApi.deleteAccount,
      { body: { password: PASSWORD } },
      as(m.cookie),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await selfieFiles()).length).toBe(files - 1);
  });
});
