import { defineConfig, devices } from '@playwright/test';

// Run through `npm run test:e2e` (scripts/e2e.mjs), which starts the built server and sets BASE_URL.
const ci = process.env.CI === 'true';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Two workers in CI as well: every journey signs up its own members, so they never share
  // state, and on a 2-core machine two workers run the suite in about a third of the time.
  workers: 2,
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list', { printSteps: false }]],
  outputDir: 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:3000',
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'off',
    video: 'off',
    // The service worker (decision 0047) would serve every journey's pages from its cache and
    // outlive a page; only e2e/pwa.spec.ts, which tests it, lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  // Journeys that change what every member is served (the quiz questions) run alone, after all
  // the others have finished.
  projects: [
    { name: 'journeys', testIgnore: /admin-content\.spec\.ts/ },
    { name: 'after-journeys', testMatch: /admin-content\.spec\.ts/, dependencies: ['journeys'] },
  ],
});
