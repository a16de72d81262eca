import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { startDemoServer, type DemoServer } from './support/demo-server.js';

/**
 * The demo as a newcomer takes it: `npm run demo` on an empty data folder, then the sign-in
 * page's 'Try the demo', a lived-in Premium account, the developer state page, the EQ results
 * page's bypass buttons and the admin panel full of members.
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

let demo: DemoServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  demo = await startDemoServer();
});
test.afterAll(async () => demo?.stop());

test('a visitor steps into the demo as the Premium member and finds a lived-in account', async ({
  page,
}) => {
  await page.goto(`${demo.base}/login`);
  const tryDemo = page.getByRole('region', { name: 'Try the demo' });
  await expect(tryDemo).toBeVisible();
  await expect(tryDemo.getByText('try-right-one')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'sign-in page in demo mode');
  await tryDemo.getByRole('button', { name: /Maya Chen/ }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Maya' })).toBeVisible();

  await page.goto(`${demo.base}/user?section=matches`);
  await expect(page.getByText('Matched on').first()).toBeVisible();
  expect(await page.getByText('Matched on').count()).toBeGreaterThanOrEqual(5);

  await page.goto(`${demo.base}/user?section=chat`);
  const entries = page.getByRole('list', { name: 'Conversations' }).getByRole('listitem');
  // The Relationship Coach, her concierge (Clara), then her two conversations.
  await expect(entries).toHaveCount(4);
  await expect(entries.nth(1)).toContainText('Your Concierge');
  for (const i of [2, 3]) {
    await entries.nth(i).getByRole('link').click();
    await expect(page.getByText(/Date Confirmed!|Date Request/).first()).toBeVisible();
  }

  await page.goto(`${demo.base}/user?section=developer`);
  await expect(page.getByRole('heading', { name: 'Developer state' })).toBeVisible();
  await expect(page.getByText('maya@demo.rightone.example')).toBeVisible();
  await expect(page.getByText('open', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'developer state page');
});

test("the EQ results page's bypass buttons open the dashboard as a demo member", async ({
  page,
}) => {
  await page.goto(`${demo.base}/post-quiz-results`);
  await expect(page.getByText('Testing only: shown in demo mode')).toBeVisible();
  await page.getByRole('button', { name: 'Bypass to Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Sam' })).toBeVisible();
});

test('the demo admin sees every demo member in the admin panel', async ({ page }) => {
  await page.goto(`${demo.base}/login`);
  await page
    .getByRole('region', { name: 'Try the demo' })
    .getByRole('button', { name: /Alex Morgan/ })
    .click();
  await expect(page).toHaveURL(/\/admin/);
  await expect(page.getByText(/User Directory \(243 users\)/)).toBeVisible();
});
