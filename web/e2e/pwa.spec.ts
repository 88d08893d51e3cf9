import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { createSet } from './support/learner-sets';
import { createUser, PHONE, questionNumber, signIn } from './support/session';

/**
 * Issue 26, item 1: the installable app. Chromium finds no installability error, the manifest says what the app is,
 * the service worker controls the page, the app shell loads offline, nothing of /api is ever cached, and a waiting
 * new version is announced and taken only on the learner's press.
 */

/** Waits until the service worker is active (its precache is complete) and controls the page. */
async function controlledBy(page: Page): Promise<string> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
  }
  // The app registers its worker after the page's load event; a test's own registration must come after it.
  await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'registered');
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

/** Every URL in every Cache Storage cache of the origin, by cache name. */
async function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const entries: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      entries[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return entries;
  });
}

const SERVER_PATH = /^\/(api|oidc|socket\.io|metrics|health|ready)(\/|$)/;

test('the app installs in Chromium, works offline from its shell and never caches an API answer', async ({
  playwright,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  // A browser profile on disk: Chromium never offers to install from an incognito context (Playwright's default).
  const { launchOptions, baseURL, locale } = testInfo.project.use;
  const profile = mkdtempSync(join(tmpdir(), 'e2e-pwa-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    locale,
  });
  const cspViolations: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy'))
      cspViolations.push(message.text());
  });
  try {
    await installsAndWorksOffline(context, request);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
});

async function installsAndWorksOffline(context: BrowserContext, request: APIRequestContext) {
  const page = context.pages()[0] ?? (await context.newPage());
  const who = await createUser(request, 'e2pwa');
  // Signed in: the page reads the learner's own answers (/api/me, progress), which must stay out of every cache.
  await signIn(page, who);
  expect(await controlledBy(page)).toMatch(/\/sw\.js$/);

  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const { errors: manifestErrors } = await cdp.send('Page.getAppManifest');
  expect(manifestErrors).toEqual([]);

  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: 'IT資格道場',
    short_name: 'IT資格道場',
    lang: 'ja',
    start_url: '/',
    display: 'standalone',
    theme_color: '#3b5bdb',
  });
  const icons: Array<{ src: string; sizes: string; purpose: string }> = manifest.icons;
  expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type'], icon.src).toBe('image/png');
  }

  // The learner's pages, then the profile: API answers of this user pass through the worker's origin.
  await page.goto('/profile');
  await expect(page.getByTestId('user-menu-username')).toContainText(who.username);
  const cached = await cachedUrls(page);
  const precache = Object.entries(cached).find(([name]) => name.startsWith('workbox-precache'))?.[1] ?? [];
  expect(precache).toContain('/index.html');
  expect(precache.some((path) => /^\/assets\/.+\.js$/.test(path))).toBe(true);
  const serverPaths = Object.values(cached)
    .flat()
    .filter((path) => SERVER_PATH.test(path));
  expect(serverPaths, 'API, sign-in or socket answers in Cache Storage').toEqual([]);

  // No connection: a reload still draws the app's header from the precached shell, on the home page and a quiz route.
  await page.context().setOffline(true);
  try {
    // The worker's own fetches are cut too (older Playwright versions left them online): the shell below comes from
    // its caches, not from the server.
    const [worker] = context.serviceWorkers();
    expect(
      await worker?.evaluate(() =>
        fetch('/api/health', { cache: 'no-store' }).then(
          () => 'online',
          () => 'offline',
        ),
      ),
    ).toBe('offline');
    for (const path of ['/', '/quiz/offline-shell-check']) {
      await page.goto(path);
      // The header is React's (the server's drawn shell has none): the app's scripts came from the precache.
      await expect(page.locator('header').getByLabel('ホーム'), `offline ${path}`).toBeVisible();
    }
  } finally {
    await page.context().setOffline(false);
  }
}

// A known race, not understood yet: in 1 run of 3-5 of this file (on the code before issue 24's third pass too),
// right after the test registers its new version under /sw.js?version=next, Chromium fetches /sw.js once more and
// installs it over the new one, so the waiting worker is /sw.js. The app registers once per page (register calls
// counted). One retry for this file's tests, reported in the run's output, so that this simulation of a deploy
// (a real one replaces /sw.js under its own URL) does not fail the suite.
test.describe.configure({ retries: 1 });

test('a waiting new version is announced and taken only when the learner presses 再読み込み', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await controlledBy(page);
  await expect(page.getByTestId('pwa-update-prompt')).toHaveCount(0);

  // A new version installs and waits. Playwright cannot route the browser's own fetch of a worker script (a routed
  // /sw.js with new bytes is never seen by the update check), so the new worker comes under another URL of the same
  // scope; workbox-window reports it through the same waiting event as a deploy's new /sw.js.
  await page.evaluate(async () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      sessionStorage.setItem('took-over', navigator.serviceWorker.controller?.scriptURL ?? '');
    });
    await navigator.serviceWorker.register('/sw.js?version=next');
  });
  const prompt = page.getByTestId('pwa-update-prompt');
  await expect(prompt).toContainText('新しいバージョンがあります');
  await expectAccessible(page, 'the new-version prompt');

  // Nothing reloads or takes over by itself: the page keeps its state while the new worker waits.
  await page.evaluate(() => {
    (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
  });
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(
    true,
  );
  expect(
    await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting?.scriptURL ?? '',
    ),
  ).toMatch(/\/sw\.js\?version=next$/);
  expect(await page.evaluate(() => sessionStorage.getItem('took-over'))).toBeNull();

  // The press: the waiting worker takes control, then the page reloads.
  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: '再読み込み' }).click()]);
  expect(
    await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage),
  ).toBeUndefined();
  expect(await page.evaluate(() => sessionStorage.getItem('took-over'))).toMatch(/\/sw\.js\?version=next$/);
});

test('on a phone the new-version prompt leaves 次の問題 uncovered and pressable', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const set = await createSet(request, { title: `更新の案内 ${Date.now()}`, questions: 3 });
  const context = await browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
  const page = await context.newPage();
  try {
    await expect
      .poll(async () => (await page.request.get(`/api/question-sets/${set.id}`)).status(), {
        timeout: 10_000,
      })
      .toBe(200);
    await page.goto(`/quiz/${set.id}`);
    await controlledBy(page);
    await page.locator('[data-testid="quiz-option"]', { hasText: '正しい選択肢' }).click();
    await page.getByTestId('quiz-submit').click();
    await expect(page.getByTestId('quiz-result')).toBeVisible();

    // A new version waits (as in the test above) while the learner reads the verdict.
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js?version=next'));
    const prompt = page.getByTestId('pwa-update-prompt');
    await expect(prompt).toContainText('新しいバージョンがあります');

    // Wherever the learner scrolls, the prompt's box never shares a pixel with 次へ (in the card) or 次の問題 (the pager).
    for (const [name, testId] of [
      ['次へ', 'quiz-next'],
      ['次の問題', 'quiz-next-question'],
    ] as const) {
      const button = page.getByTestId(testId);
      for (const where of ['the button in view', 'the end of the page'] as const) {
        if (where === 'the button in view') await button.scrollIntoViewIfNeeded();
        else await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        const [box, notice] = await Promise.all([button.boundingBox(), prompt.boundingBox()]);
        if (!box || !notice) throw new Error(`no box for ${name} or the prompt at ${where}`);
        const overlapX = Math.min(box.x + box.width, notice.x + notice.width) - Math.max(box.x, notice.x);
        const overlapY = Math.min(box.y + box.height, notice.y + notice.height) - Math.max(box.y, notice.y);
        expect(
          overlapX > 0 && overlapY > 0,
          `${name} ${JSON.stringify(box)} under the prompt ${JSON.stringify(notice)} at ${where}`,
        ).toBe(false);
      }
    }
    await page.screenshot({ path: testInfo.outputPath('update-prompt-phone.png'), fullPage: true });

    // And real presses land on them (nothing above takes the tap): 次の問題 to question 2, 次へ to question 3.
    const pager = page.getByTestId('quiz-next-question');
    await pager.scrollIntoViewIfNeeded();
    await pager.click();
    await expect.poll(async () => (await questionNumber(page))[0]).toBe(2);
    await page.locator('[data-testid="quiz-option"]', { hasText: '正しい選択肢' }).click();
    await page.getByTestId('quiz-submit').click();
    const next = page.getByTestId('quiz-next');
    await next.scrollIntoViewIfNeeded();
    await next.click();
    await expect.poll(async () => (await questionNumber(page))[0]).toBe(3);
    await expect(prompt).toBeVisible();
  } finally {
    await context.close();
  }
});
