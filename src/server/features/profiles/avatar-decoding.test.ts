import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpAndIn } from '#server/testing/accounts.js';
import { storedPhotoOf, uploadAvatar } from '#server/testing/avatars.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';

// docs/security-rules.md, rule 18: what an upload may cost to decode is decided from its header,
// and decoding is rationed. Every sharp pipeline's output (toBuffer) counts as a decode here.
const decodes = vi.hoisted(() => ({ inFlight: 0, most: 0, started: 0 }));
vi.mock('sharp', async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof sharp }>()).default;
  const counted = (...args: Parameters<typeof sharp>) => {
    const image = real(...args);
    const toBuffer = image.toBuffer.bind(image) as () => Promise<Buffer>;
    image.toBuffer = (async () => {
      decodes.started++;
      decodes.most = Math.max(decodes.most, ++decodes.inFlight);
      try {
        return await toBuffer();
      } finally {
        decodes.inFlight--;
      }
    }) as typeof image.toBuffer;
    return image;
  };
  return { default: Object.assign(counted, real) };
});
const countDecodes = () => Object.assign(decodes, { inFlight: 0, most: 0, started: 0 });

let t: TestApp;
let member: { cookie: string; id: string };
beforeAll(async () => {
  t = await createTestApp({}, { ownDataDir: true });
  member = await signUpAndIn(t, 'dora@example.com', 'Dora');
});
afterAll(() => t.close());

/** A flat image of `width` x `height`: compresses to little, costs its full size to decode. */
const flat = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7a5c8e' } });

describe('an upload too large to decode', () => {
  it.each([
    ['a PNG of 64 million pixels', () => flat(8000, 8000).png(), 'more than 40 million pixels'],
    ['a GIF of 4.5 million pixels', () => flat(2500, 1800).gif(), 'more than 4 million pixels'],
    ['a strip 9,000 pixels wide', () => flat(9000, 1000).png(), 'more than 8,192 pixels wide'],
  ])('%s is refused with 413 before any decoding', async (_name, make, said) => {
    await uploadAvatar(t, member.cookie, await flat(64, 64).png().toBuffer());
    const before = await storedPhotoOf(t, member.id);
    const bytes = await make().toBuffer();
    expect(bytes.length).toBeLessThan(1024 * 1024);
    countDecodes();
    const res = await uploadAvatar(t, member.cookie, bytes);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(res.json().error.message).toContain(said);
    expect(decodes.started).toBe(0);
    expect(await storedPhotoOf(t, member.id)).toEqual(before);
  });

  it('a camera photo of 35 million pixels is taken', async () => {
    const jpeg = await flat(7000, 5000).jpeg().toBuffer();
    const res = await uploadAvatar(t, member.cookie, jpeg, 'camera.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(200);
  });
});

describe('decoding', () => {
  it('runs for at most two uploads at once; four sent together all succeed', async () => {
    const members = [];
    for (const name of ['Eve', 'Fin', 'Gil', 'Hod'])
      members.push(await signUpAndIn(t, `${name.toLowerCase()}@example.com`, name));
    const png = await flat(3000, 3000).png().toBuffer();
    countDecodes();
    const answers = await Promise.all(members.map((m) => uploadAvatar(t, m.cookie, png)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    // Each upload decodes twice: the photo, then its blurred copy from our own small WebP. The
    // four overlap, so two are in flight at some moment, and never more.
    expect(decodes.started).toBe(8);
    expect(decodes.most).toBe(2);
  });

  it('gives its turn back when it fails: after three broken photos, a good one is decoded', async () => {
    const noise = { type: 'gaussian', mean: 128, sigma: 60 } as const;
    const png = await sharp({
      create: { width: 600, height: 600, channels: 3, background: '#808080', noise },
    })
      .png()
      .toBuffer();
    // Its header is whole (so it is decoded), its pixels are cut off halfway.
    const broken = png.subarray(0, png.length / 2);
    countDecodes();
    for (let i = 0; i < 3; i++)
      expect((await uploadAvatar(t, member.cookie, broken)).json().error.code).toBe('NOT_AN_IMAGE');
    expect(decodes.started).toBe(3);
    expect((await uploadAvatar(t, member.cookie, png)).statusCode).toBe(200);
  });
});
