import { expect, test } from '@playwright/test';
import { admin, signInByApi, signUpVerified, type Member } from './support/users.js';

const atHome = /^[^?#]*:\d+\/$/;
const atDashboard = /\/user(\?.*)?$/;

test.describe('a visitor', () => {
  for (const path of ['/user', '/app', '/admin']) {
    test(`is sent from ${path} to the landing page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(atHome);
      await expect(page.getByRole('heading', { name: 'Discover Love That Lasts' })).toBeVisible();
    });
  }

  for (const path of ['/login', '/register']) {
    test(`can open ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByLabel(/email/i)).toBeVisible();
    });
  }

  test('sees Login in the landing header', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('navigation', { name: 'Main' });
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  });
});

test.describe('a member', () => {
  let member: Member;
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: process.env.BASE_URL });
    member = await signUpVerified(request);
    await request.dispose();
  });
  test.beforeEach(async ({ page }) => {
    await signInByApi(page, member.email, member.password);
  });

  test('sees Dashboard but no Admin Panel in the landing header', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('navigation', { name: 'Main' });
    await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  });

  for (const path of ['/user', '/app']) {
    test(`can open the dashboard at ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByText('Active Matches', { exact: true })).toBeVisible();
    });
  }

  for (const path of ['/login', '/register', '/admin']) {
    test(`is sent from ${path} to the dashboard`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(atDashboard);
      await expect(page.getByText('Active Matches', { exact: true })).toBeVisible();
    });
  }
});

test.describe('an admin', () => {
  test.beforeEach(async ({ page }) => {
    await signInByApi(page, admin.email, admin.password);
  });

  test('can open the admin panel', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  });

  test('reaches the admin panel from the landing header', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Admin Panel' })
      .click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  });

  for (const path of ['/user', '/app']) {
    test(`can open the dashboard at ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }

  for (const path of ['/login', '/register']) {
    test(`is sent from ${path} to the dashboard`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(atDashboard);
    });
  }
});
