import { expect, test } from './support/fixtures';

/** Issue 16: the API reference works under the Content-Security-Policy (the fixture fails on any violation). */
test('the API reference at /api/docs renders under the CSP', async ({ page }) => {
  await page.goto('/api/docs/');
  await expect(page.locator('.swagger-ui .info .title')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.opblock').first()).toBeVisible();
});

test('the home page is served compressed with the long-lived asset cache', async ({ page }) => {
  type Asset = { url: string; size: number; encoding: string | undefined; cache: string | undefined };
  const assets: Array<Promise<Asset>> = [];
  page.on('response', (response) => {
    if (!response.url().includes('/assets/') || !response.url().endsWith('.js')) return;
    assets.push(
      response.body().then((body) => ({
        url: response.url(),
        size: body.length,
        encoding: response.headers()['content-encoding'],
        cache: response.headers()['cache-control'],
      })),
    );
  });
  await page.goto('/');
  await expect(page.getByTestId('hero-title')).toBeVisible();
  // Some chunks load after the first paint (the toasts' container): every body is read before the test ends.
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(assets);
  expect(loaded.length).toBeGreaterThan(0);
  for (const asset of loaded) {
    expect(asset.cache, asset.url).toBe('public, max-age=31536000, immutable');
    // The build writes .br files for assets of 1 KB and more; smaller ones travel as they are.
    if (asset.size >= 1024) expect(asset.encoding, asset.url).toBe('br');
  }
});

/** Issue 16: every control reached with Tab shows where the focus is (an outline, not the browser's absence of one). */
test('keyboard focus is visible on every control of the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('hero-title')).toBeVisible();
  const seen = new Set<string>();
  // Bounded walk: the first 30 stops of the tab order (header, hero, categories, cards).
  for (let stop = 0; stop < 30; stop += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      return {
        name: `${element.tagName.toLowerCase()} ${element.textContent?.trim().slice(0, 30) ?? ''}`,
        outline: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1,
        visible: element.getBoundingClientRect().width > 0,
      };
    });
    if (!focused) continue;
    seen.add(focused.name);
    expect(focused.visible, focused.name).toBe(true);
    expect(focused.outline, `no visible focus on ${focused.name}`).toBe(true);
  }
  expect(seen.size).toBeGreaterThan(5);
});
