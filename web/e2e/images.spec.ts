import { expect, test } from './support/fixtures';

/**
 * Issue 24: uploaded images come in WebP widths. The home page (demo banner and card images) fetches, on a phone
 * and on a desktop, one width of each image that fits, once: the server-drawn page's preload, its <img> and the
 * app's <img> name the same srcset and sizes.
 */
for (const screen of [
  { name: 'a phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, banner: 960 },
  { name: 'a desktop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, banner: 1600 },
]) {
  test(`on ${screen.name}, the home page fetches each uploaded image once, in a WebP width that fits`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: screen.viewport,
      deviceScaleFactor: screen.deviceScaleFactor,
    });
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/uploads/')) fetched.push(pathname);
    });
    await page.goto('/');
    await expect(page.getByTestId('hero-title')).toBeVisible();

    const banner = page.getByTestId('hero-banner');
    await expect(banner).toHaveJSProperty('complete', true);
    const srcset = await banner.getAttribute('srcset');
    const sizes = await banner.getAttribute('sizes');
    expect(srcset).toMatch(/-480w\.webp 480w, .*-960w\.webp 960w, .*-1600w\.webp 1600w$/);
    const preload = page.locator('link[rel="preload"][as="image"]');
    await expect(preload).toHaveAttribute('imagesrcset', srcset ?? '');
    await expect(preload).toHaveAttribute('imagesizes', sizes ?? '');
    const bannerSource = await banner.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    expect(bannerSource).toMatch(new RegExp(`-${screen.banner}w\\.webp$`));

    const cardImage = page.getByTestId('featured-carousel').getByTestId('set-card-image').first();
    await cardImage.scrollIntoViewIfNeeded();
    await expect(cardImage).toHaveJSProperty('complete', true);
    const cardSource = await cardImage.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    expect(cardSource).toMatch(/-(480|960)w\.webp$/);
    await page.waitForLoadState('networkidle');

    // Each image once, in one width (a preload whose sizes differ from the <img>'s fetches a second width; the app
    // replacing the server-drawn hero fetches nothing again), never an original: every address is a WebP width.
    expect(fetched).toContain(bannerSource);
    expect(fetched).toContain(cardSource);
    expect(fetched.filter((path) => !/-\d+w\.webp$/.test(path))).toEqual([]);
    const images = fetched.map((path) => path.slice('/uploads/'.length, '/uploads/'.length + 64));
    expect(new Set(images).size, `one width per image: ${fetched.join(' ')}`).toBe(fetched.length);
    await context.close();
  });
}
