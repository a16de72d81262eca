import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';

const pages = [
  { path: '/', ready: 'Discover Love That Lasts' },
  { path: '/vsl2', ready: null },
  { path: '/privacy', ready: null },
  { path: '/terms', ready: null },
  { path: '/404', ready: null },
  { path: '/login', ready: null },
  { path: '/register', ready: null },
];

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility in the ${scheme} theme`, () => {
    for (const { path, ready } of pages) {
      test(`${path} has no serious or critical axe violation`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        await page.addInitScript((theme) => localStorage.setItem('theme', theme), scheme);
        await page.goto(path);
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${scheme}\\b`));
        await expect(
          page.getByRole('heading', { level: 1, ...(ready ? { name: ready } : {}) }).first(),
        ).toBeVisible();
        await expectNoSeriousA11yViolations(page, `${path} (${scheme})`);
      });
    }
  });
}
