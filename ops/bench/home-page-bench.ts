// The home page on a phone (issue 16): Debian's Chromium through Playwright, CDP network throttling (150 ms, 1.6
// Mbit/s down, 750 kbit/s up) and a 4x slower CPU; largest contentful paint, bytes transferred and first-load JS
// against the budgets. Baseline in the same run: the same server and page with compression refused by the browser
// (Accept-Encoding: identity), i.e. every byte as it was before compression.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { seedDemoContent, seedDemoHomeContent } from '@exam/ops/demo';
import { composeStandalone } from '@exam/ops/standalone';
import { createLogger, loadConfig } from '@exam/platform';
import { chromium } from '@playwright/test';
import { printTable, round } from './measure.js';

const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const BUDGET = { lcpMs: 2_000, firstLoadJsKb: 200 };
/** A late candidate (the banner, a card image) counts: the page is read this long after the network went idle. */
const SETTLE_MS = 2_000;
const PHONE = { latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 };

/** The gzip size of the scripts index.html loads before anything runs (entry and modulepreloads). */
const firstLoadJsKb = () => {
  const html = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  const bytes = scripts.reduce((sum, path) => sum + gzipSync(readFileSync(join(WEB_DIST, path))).length, 0);
  return bytes / 1024;
};

type Load = {
  fcpMs: number;
  lcpMs: number;
  lcpElement: string;
  transferredKb: number;
  scriptKb: number;
  /** Uploaded images fetched (a banner fetched twice, once by the preload and once by the page, counts twice). */
  imageRequests: number;
  /** Distinct image URLs among them: fewer than the requests means one image was fetched twice. */
  distinctImages: number;
  imageKb: number;
};

async function loadOnce(
  url: string,
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  compressed: boolean,
) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PHONE });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (!compressed)
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
  const types = new Map<string, string>();
  let transferred = 0;
  let scripts = 0;
  let imageRequests = 0;
  let images = 0;
  const uploads = new Set<string>();
  const imageUrls = new Set<string>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (new URL(event.request.url).pathname.startsWith('/uploads/')) {
      uploads.add(event.requestId);
      imageUrls.add(event.request.url);
      imageRequests += 1;
    }
  });
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    transferred += event.encodedDataLength;
    if (types.get(event.requestId) === 'Script') scripts += event.encodedDataLength;
    if (uploads.has(event.requestId)) images += event.encodedDataLength;
  });
  await page.addInitScript(() => {
    const state = globalThis as unknown as { __lcp: number; __lcpElement: string };
    state.__lcp = 0;
    state.__lcpElement = '';
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        state.__lcp = entry.startTime;
        // The page's LargestContentfulPaint entry (DOM types are not in this Node project).
        const candidate = entry as unknown as {
          element?: { tagName: string; textContent: string | null } | null;
          url?: string;
        };
        state.__lcpElement = `${candidate.element?.tagName ?? '?'}${candidate.url ? ` ${candidate.url}` : ''} ${(candidate.element?.textContent ?? '').slice(0, 30)}`;
      }
    }).observe({ type: 'largest-contentful-paint' as never, buffered: true });
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.getByTestId('hero-title').waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  await page.waitForTimeout(SETTLE_MS);
  // The last LCP candidate once the page has settled (no input happened, so none was cut short).
  const { fcpMs, lcpMs, lcpElement } = await page.evaluate(() => {
    const state = globalThis as unknown as {
      __lcp: number;
      __lcpElement: string;
      performance: { getEntriesByName(name: string): { startTime: number }[] };
    };
    const fcp = state.performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return { fcpMs: fcp, lcpMs: state.__lcp, lcpElement: state.__lcpElement };
  });
  if (process.env.BENCH_VERBOSE)
    console.log(
      `FCP ${Math.round(fcpMs)} ms, LCP ${Math.round(lcpMs)} ms: ${lcpElement}; images: ${[...imageUrls].join(' ')}`,
    );
  await context.close();
  return {
    fcpMs,
    lcpMs,
    lcpElement,
    transferredKb: transferred / 1024,
    scriptKb: scripts / 1024,
    imageRequests,
    distinctImages: imageUrls.size,
    imageKb: images / 1024,
  } satisfies Load;
}

export async function homePageBenchmark({ rounds = 5 } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'home-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    ADMIN_API_TOKEN: 'home-page-benchmark-token',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
  });
  const app = await composeStandalone({ config, logger: createLogger(config), webDistDir: WEB_DIST });
  await seedDemoContent(app.eventStore, undefined, app.blobStore);
  await seedDemoHomeContent(app.eventStore, app.blobStore);
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/`;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const measure = async (compressed: boolean) => {
      const loads: Load[] = [];
      for (let round_ = 0; round_ < rounds; round_ += 1) loads.push(await loadOnce(url, browser, compressed));
      const lcpMs = median(loads.map((load) => load.lcpMs));
      return {
        fcpMs: median(loads.map((load) => load.fcpMs)),
        lcpMs,
        lcpElement: loads.find((load) => load.lcpMs === lcpMs)?.lcpElement ?? '',
        transferredKb: median(loads.map((load) => load.transferredKb)),
        scriptKb: median(loads.map((load) => load.scriptKb)),
        imageRequests: median(loads.map((load) => load.imageRequests)),
        distinctImages: median(loads.map((load) => load.distinctImages)),
        imageKb: median(loads.map((load) => load.imageKb)),
      };
    };
    const baseline = await measure(false);
    const current = await measure(true);
    const firstLoad = firstLoadJsKb();
    const row = (name: string, load: Load) => ({
      'page load': name,
      'FCP ms': round(load.fcpMs, 0),
      'LCP ms': round(load.lcpMs, 0),
      'LCP element': load.lcpElement,
      'LCP budget ms': BUDGET.lcpMs,
      'transferred KB': round(load.transferredKb),
      'scripts KB': round(load.scriptKb),
      'image requests': load.imageRequests,
      'distinct images': load.distinctImages,
      'images KB': round(load.imageKb),
      'vs baseline bytes': round(load.transferredKb / baseline.transferredKb, 2),
    });
    printTable(`Home page on a phone profile (4G 150 ms, 1.6 Mbit/s, CPU x4), median of ${rounds}`, [
      row('baseline: no compression (Accept-Encoding: identity)', baseline),
      row('brotli / gzip (what browsers get)', current),
    ]);
    printTable('First-load JS of the home page (gzip, from web/dist/index.html)', [
      {
        'first-load JS KB': round(firstLoad),
        'budget KB': BUDGET.firstLoadJsKb,
        within: String(firstLoad <= BUDGET.firstLoadJsKb),
      },
    ]);
  } finally {
    await browser.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
