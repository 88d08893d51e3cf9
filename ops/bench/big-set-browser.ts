// The big-set benchmark's browser half: what a measurement of screens in Chromium gets and answers, and helpers to
// sign in and to time an action with the bytes it read. The measurements run are listed in big-set-screens.ts.
import type { Browser, Page, Response } from '@playwright/test';
import type { SeededSet } from './big-set-seed.js';

export type Credentials = { username: string; password: string };

/** What a browser measurement gets: the browser, the server, the set to measure and who may sign in. */
export type BrowserBenchContext = {
  browser: Browser;
  baseUrl: string;
  set: SeededSet;
  admin: Credentials;
  learner: Credentials;
  rounds: number;
};

/** One screen's figure on one set: the median time (ms) and the bytes of the API reads it made (JSON, decoded). */
export type ScreenFigure = { screen: string; ms: number; bytes: number };

export type BrowserMeasurement = {
  name: string;
  measure(context: BrowserBenchContext): Promise<ScreenFigure[]>;
};

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Signs in through the sign-in button and the embedded provider's page, as a user does. */
export async function signIn(page: Page, baseUrl: string, who: Credentials) {
  await page.goto(`${baseUrl}/`);
  await page.getByTestId('sign-in-button').click();
  await page.getByTestId('login-start').click();
  await page.waitForURL(/\/oidc\//);
  await page.locator('input[name=username]').fill(who.username);
  await page.locator('input[name=password]').fill(who.password);
  await page.locator('button[type=submit]#submit').click();
  await page.getByTestId('login-success').waitFor({ timeout: 30_000 });
  await page.getByTestId('login-continue').click();
  await page.getByTestId('user-menu-username').waitFor({ timeout: 30_000 });
}

/**
 * Runs `action` and answers how long it took (ms) and the bytes of the API responses that arrived meanwhile
 * (their decoded bodies: what the page had to parse).
 */
export async function measured(
  page: Page,
  action: () => Promise<void>,
): Promise<{ ms: number; bytes: number }> {
  const sizes: Array<Promise<number>> = [];
  const onResponse = (response: Response) => {
    if (new URL(response.url()).pathname.startsWith('/api/'))
      sizes.push(
        response.body().then(
          (body) => body.length,
          () => 0,
        ),
      );
  };
  page.on('response', onResponse);
  const started = performance.now();
  try {
    await action();
    const ms = performance.now() - started;
    const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    return { ms, bytes };
  } finally {
    page.off('response', onResponse);
  }
}
