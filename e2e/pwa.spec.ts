import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { controlledByServiceWorker } from './support/service-worker.js';
import { signInByApi, signUpVerified } from './support/users.js';

// The installable app (decision 0047) on the production build. The other journeys block the
// service worker (playwright.config.ts); these let it run.
test.use({ serviceWorkers: 'allow' });

/**
 * Changes the service worker that the running server sends, as a new deployment would. The server
 * runs from a copy of the build (scripts/e2e.mjs, E2E_BUILD_DIR); the other journeys block
 * service workers, so the change touches only these. (Playwright's routes do not see the browser
 * fetch a service worker's script.)
 */
function deployNewServiceWorker(build: string) {
  const buildDir = process.env.E2E_BUILD_DIR;
  expect(buildDir, 'run through scripts/e2e.mjs, which serves a copy of the build').toBeTruthy();
  const file = path.join(buildDir!, 'dist/client/sw.js');
  const next = `${readFileSync(file, 'utf8')}\nself.E2E_BUILD = '${build}';\n`;
  writeFileSync(file, next);
  // The server sends the compressed copies the build made (scripts/compress-client.mjs).
  writeFileSync(`${file}.br`, brotliCompressSync(next));
  writeFileSync(`${file}.gz`, gzipSync(next));
}

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

test('Chrome finds the app installable, with its icons drawn from the brand mark', async ({
  playwright,
  baseURL,
}) => {
  // A profile of its own: Chrome never offers to install from a private (incognito) window, and
  // every context Playwright makes is one.
  const profile = mkdtempSync(path.join(tmpdir(), 'right-one-pwa-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    baseURL,
    headless: true,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    await controlledByServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    // Chrome's own verdict (what decides whether it offers "Install app"): no error at all.
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { errors, data } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data ?? '{}');
    expect(manifest).toMatchObject({
      name: 'Right One',
      short_name: 'Right One',
      start_url: '/user',
      display: 'standalone',
      theme_color: '#8e3b66',
      background_color: '#faf6f3',
    });
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    for (const size of [192, 512])
      expect(icons).toContainEqual(
        expect.objectContaining({ sizes: `${size}x${size}`, purpose: 'maskable' }),
      );
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    for (const [src, size] of [
      ...icons.map((icon) => [icon.src, Number(icon.sizes.split('x')[0])] as const),
      [appleIcon ?? 'no apple-touch-icon link', 180] as const,
    ]) {
      const res = await page.request.get(src);
      expect(res.headers()['content-type'], src).toBe('image/png');
      expect(pngSize(await res.body()), src).toEqual([size, size]);
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('offline, the dashboard opens from the cache and says so kindly', async ({ page }) => {
  const member = await signUpVerified(page.request);
  await signInByApi(page, member.email, member.password);
  await page.goto('/user');
  await expect(page.getByText('Active Matches', { exact: true })).toBeVisible();
  await controlledByServiceWorker(page);

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the offline page');
  // Back online, the page picks up by itself.
  await page.context().setOffline(false);
  await expect(page.getByText('Active Matches', { exact: true })).toBeVisible();

  // Only the build's own files are kept on the device: never an API answer (personal data).
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
  expect(cached.length).toBeGreaterThan(10);
  expect(
    cached.filter((url) => !/\/(assets|icons)\/|\/index\.html|\.(svg|webmanifest)/.test(url)),
  ).toEqual([]);
});

test('a new build waits for the member: "A new version is ready", then Reload', async ({
  page,
}) => {
  await page.goto('/login');
  await controlledByServiceWorker(page);
  // The next deployment: the server now sends a service worker that differs by one line.
  const build = `e2e-${Date.now()}`;
  deployNewServiceWorker(build);
  await page.evaluate(() => {
    (window as { stillThisPage?: boolean }).stillThisPage = true;
  });
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

  const toast = page.getByText('A new version is ready.');
  await expect(toast).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the new-version toast');
  // Nothing swapped on its own: the same page, the new version still waiting.
  const waiting = () =>
    page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
  expect(await waiting()).toBe(true);
  expect(await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBe(
    true,
  );

  const reloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
  await page.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await page.waitForLoadState();
  expect(await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBe(
    undefined,
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(toast).toBeHidden();
  expect(await waiting()).toBe(false);
  // The page is now served by the new build's service worker.
  const states = await Promise.all(
    page
      .context()
      .serviceWorkers()
      .map((worker) =>
        worker
          .evaluate(() => {
            const scope = self as unknown as { E2E_BUILD?: string; serviceWorker?: ServiceWorker };
            return `${scope.E2E_BUILD ?? 'first'}:${scope.serviceWorker?.state ?? '?'}`;
          })
          // The old version may already be gone.
          .catch(() => 'stopped'),
      ),
  );
  expect(states).toContain(`${build}:activated`);
});
