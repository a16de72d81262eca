import { expect, test, type Page } from '@playwright/test';

test.describe('landing page', () => {
  test('shows the hero and its calls to action', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Discover Love That Lasts' })).toBeVisible();
    const hero = page.getByRole('region', { name: 'Discover Love That Lasts' });
    await expect(hero.getByRole('link', { name: 'Take the Quiz' })).toHaveAttribute(
      'href',
      '/quiz',
    );
    await expect(hero.getByRole('link', { name: 'Watch How It Works' })).toBeVisible();
  });

  test('arrives prerendered: it shows before any script runs, then works with its own small script', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Discover Love That Lasts' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Take the Quiz' }).first()).toBeVisible();
    errors.length = 0; // the aborted scripts' own errors

    await page.unroute('**/assets/*.js');
    // Only the landing page's script runs: the app's code is fetched ahead when the page is idle
    // (a prefetch, not run), and nothing redraws the prerendered markup.
    const ran: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'script' && ran.push(r.url())));
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        const gone = records.flatMap((r) => [...r.removedNodes]);
        if (gone.some((n) => n instanceof Element && (n.matches('h1') || n.querySelector('h1'))))
          document.documentElement.dataset.redrawn = 'yes';
      }).observe(document, { childList: true, subtree: true });
    });
    const redrawn = () => page.evaluate(() => document.documentElement.dataset.redrawn ?? 'no');
    await page.reload({ waitUntil: 'networkidle' });
    // Browser-only values are the browser's: the year, the test-payments bar.
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${new Date().getFullYear()} Right One`,
    );
    await expect(page.getByRole('note', { name: 'Test payments' })).toBeVisible();
    expect(ran.filter((url) => /\/assets\/start-app-/.test(url))).toEqual([]);
    expect(errors).toEqual([]);
    expect(await redrawn()).toBe('no');

    // A saved theme is the browser's too: the toggle says it and works.
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    const toggle = page.getByRole('button', { name: /^Theme:/ }).first();
    await expect(toggle).toHaveAccessibleName(/Theme: Dark/);
    await toggle.click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAccessibleName(/Theme: System/);
    expect(errors).toEqual([]);
    expect(await redrawn()).toBe('no');
  });

  test('Take the Quiz hands the page to the app: no reload, and Back returns', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    const cta = page.getByRole('link', { name: 'Take the Quiz' }).first();
    await cta.hover(); // intent: the app's code loads now
    await cta.click();
    await expect(page).toHaveURL(/\/quiz$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Discover Your Emotional Connection Style',
    );
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    await expect(page.getByRole('heading', { name: 'Discover Love That Lasts' })).toHaveCount(0);
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Discover Love That Lasts' })).toBeVisible();
    // Back on the landing page the app is in charge: Login is the app's own link now.
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: /welcome back/i })).toBeVisible();
  });

  test('a click while the app is still loading waits for it, then lands', async ({ page }) => {
    await page.route(/\/assets\/start-app-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: /welcome back/i })).toBeVisible();
  });

  test('every page says that payments are test payments (no Stripe keys here)', async ({
    page,
  }) => {
    for (const url of ['/', '/quiz', '/login', '/privacy']) {
      await page.goto(url);
      await expect(page.getByRole('note', { name: 'Test payments' })).toContainText(
        'no card is charged',
      );
    }
  });

  test("'Watch How It Works' scrolls to the video section", async ({ page }) => {
    await page.goto('/');
    const videoSection = page.getByRole('region', { name: 'From one quiz to the right person' });
    await expect(videoSection).not.toBeInViewport();
    await page.getByRole('link', { name: 'Watch How It Works' }).click();
    await expect(videoSection).toBeInViewport();
    await expect(videoSection.getByRole('link', { name: 'Take the Quiz' })).toHaveAttribute(
      'href',
      '/quiz',
    );
  });

  test("'Watch How It Works' clicked before any script arrives still gets there", async ({
    page,
  }) => {
    // A slow connection: the page's scripts arrive a second late, after the prerendered page shows.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const videoSection = page.getByRole('region', { name: 'From one quiz to the right person' });
    await page.getByRole('link', { name: 'Watch How It Works' }).click();
    await expect(videoSection).toBeInViewport();
    // The video island then comes alive where the visitor is.
    await expect(videoSection.getByTestId('explainer-caption')).toContainText('EQ quiz');
    await expect(videoSection).toBeInViewport();
  });

  test('Play pressed before the video is ready is not lost', async ({ page }) => {
    await page.route(/\/assets\/landing-islands-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const videoSection = page.getByRole('region', { name: 'From one quiz to the right person' });
    await videoSection.scrollIntoViewIfNeeded();
    await videoSection.getByRole('button', { name: /^Play the walkthrough/ }).click();
    await expect(videoSection.getByRole('button', { name: 'Pause' })).toBeFocused();
  });

  test('with no video configured, How it works plays the animated explainer', async ({ page }) => {
    await page.goto('/');
    const videoSection = page.getByRole('region', { name: 'From one quiz to the right person' });
    await page.getByRole('link', { name: 'Watch How It Works' }).click();
    // Loaded when it comes into view: the player, its caption and its controls.
    const player = videoSection.getByRole('region', { name: /animated walkthrough/ });
    const caption = player.getByTestId('explainer-caption');
    await expect(caption).toContainText('EQ quiz');
    await expect(page.getByText(/not available/i)).toHaveCount(0);
    await expect(player.getByRole('progressbar', { name: 'Walkthrough progress' })).toBeVisible();

    // It is playing, and the keyboard drives it: pause, then step through the scenes.
    const pause = player.getByRole('button', { name: 'Pause' });
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect(player.getByRole('button', { name: 'Play' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(player.getByRole('button', { name: 'Next scene' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(caption).toContainText('Compatibility Blueprint');
    await page.keyboard.press('ArrowRight');
    await expect(caption).toContainText('matches who fit both ways');

    // Played again, the caption moves on by itself. From the keyboard, as a keyboard user would:
    // the focus moves above smooth-scroll the page, and a pointer click landing mid-scroll made
    // Playwright scroll the stage off screen, where the walkthrough rightly pauses.
    await page.keyboard.press('Shift+Tab');
    await expect(player.getByRole('button', { name: 'Play' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(player).toBeInViewport({ ratio: 0.3 });
    await expect(caption).toContainText('conversation starter', { timeout: 12_000 });
  });

  test('with reduced motion the explainer shows still frames until asked', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await page.getByRole('link', { name: 'Watch How It Works' }).click();
    const player = page.getByRole('region', { name: /animated walkthrough/ });
    const caption = player.getByTestId('explainer-caption');
    await expect(caption).toContainText('EQ quiz');
    await expect(player.getByRole('button', { name: /^(Pause|Play)$/ })).toHaveCount(0);
    await page.clock.runFor(9_000); // longer than a scene plays
    await expect(caption).toContainText('EQ quiz');
    await player.getByRole('button', { name: 'Next scene' }).click();
    await expect(caption).toContainText('Compatibility Blueprint');
  });

  test('the FAQ keeps one answer open at a time', async ({ page }) => {
    await page.goto('/');
    const items = page.locator('section[aria-labelledby="faq-title"] details');
    await expect(items).toHaveCount(6);
    const item = (question: string) =>
      page.locator('details', { has: page.getByRole('heading', { name: question }) });
    const first = item('How does AI matching work?');
    const second = item('Is my personal data secure?');
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    await expect(first.getByText('60 questions about your values')).toBeVisible();
    await second.locator('summary').click();
    await expect(second).toHaveAttribute('open', '');
    await expect(first).not.toHaveAttribute('open');
    await second.locator('summary').press('Enter');
    await expect(second).not.toHaveAttribute('open');
  });

  test('the footer leads to the privacy policy and the terms', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: /privacy/i }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: /privacy/i })).toBeVisible();
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: /terms/i }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: /terms/i })).toBeVisible();
  });

  test('the video sales page opens at /vsl2 and plays the explainer', async ({ page }) => {
    await page.goto('/vsl2');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Why compatibility beats chemistry alone' }),
    ).toBeVisible();
    await expect(page.getByTestId('explainer-caption')).toContainText('EQ quiz');
  });

  test('unknown paths and /404 show the not-found page', async ({ page }) => {
    for (const path of ['/no-such-page-here', '/404']) {
      await page.goto(path);
      await expect(page.getByText('Error 404')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
    }
  });
});

test.describe('theme', () => {
  const toggle = (page: Page) => page.getByRole('button', { name: /^Theme:/ }).first();
  const htmlClass = (page: Page) => page.locator('html');

  test('the toggle switches the theme and the choice survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload();
    await expect(htmlClass(page)).toHaveClass(/\blight\b/);
    await expect(toggle(page)).toHaveAccessibleName(/Theme: Light/);
    await toggle(page).click();
    await expect(htmlClass(page)).toHaveClass(/\bdark\b/);
    await expect(htmlClass(page)).not.toHaveClass(/\blight\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(htmlClass(page)).toHaveClass(/\bdark\b/);
    await expect(toggle(page)).toHaveAccessibleName(/Theme: Dark/);
  });

  test('the saved theme applies before any script file loads, under the CSP', async ({ page }) => {
    const blocked: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
    });
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    // Without the app's JavaScript only the inline script of index.html can set the class.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(htmlClass(page)).toHaveClass(/\bdark\b/);
    expect(blocked).toEqual([]);
  });

  test('the system theme follows the color scheme of the device', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('theme', 'system'));
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(htmlClass(page)).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(htmlClass(page)).toHaveClass(/\blight\b/);
    await expect(htmlClass(page)).not.toHaveClass(/\bdark\b/);
  });
});
