// The back office on one set, in Chromium, as an administrator uses it: open the question manager (until its first
// row shows), go to the last page (until the set's last question shows), move the last question to number 2 by
// typing it (until the last page no longer shows it), and open the set's statistics (until the first row shows).
import type { Locator, Page } from '@playwright/test';
import { type BrowserBenchContext, measured, median, type ScreenFigure, signIn } from './big-set-browser.js';

const WAIT_MS = 120_000;

/** A question's row, by the start of its text (`…問題12:` never matches question 120). */
const rowOf = (rows: Locator, text: string) => rows.filter({ hasText: text.slice(0, text.indexOf(':') + 1) });

const figureOf = (screen: string, rounds: Array<{ ms: number; bytes: number }>): ScreenFigure => ({
  screen,
  ms: median(rounds.map((round) => round.ms)),
  bytes: median(rounds.map((round) => round.bytes)),
});

async function openManager(page: Page, baseUrl: string, title: string) {
  await page.goto(`${baseUrl}/admin?tab=manage-sets`);
  const card = page.getByTestId('manage-set-card').filter({ hasText: title });
  await card.waitFor({ timeout: WAIT_MS });
  return card.getByTestId('manage-set-manage-questions');
}

export async function measureAdminScreens({
  browser,
  baseUrl,
  set,
  admin,
  rounds,
}: BrowserBenchContext): Promise<ScreenFigure[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'ja-JP' });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  // The order as the moves leave it: each round moves the last question to number 2.
  const order = set.questions.map((question) => question.text);
  const texts = page.getByTestId('question-row-text');
  const opened = [];
  const lastPage = [];
  const moved = [];
  const statistics = [];
  try {
    await signIn(page, baseUrl, admin);
    for (let round = 0; round < rounds; round += 1) {
      const manage = await openManager(page, baseUrl, set.title);
      opened.push(
        await measured(page, async () => {
          await manage.click();
          await rowOf(texts, order[0] as string)
            .first()
            .waitFor();
        }),
      );
      lastPage.push(
        await measured(page, async () => {
          await page.getByTestId('question-pager-last').click();
          await rowOf(texts, order.at(-1) as string).waitFor();
        }),
      );
      const moveTo = page.getByTestId('question-row').last().getByTestId('question-move-to');
      await moveTo.fill('2');
      moved.push(
        await measured(page, async () => {
          await moveTo.press('Enter');
          await rowOf(texts, order.at(-1) as string).waitFor({ state: 'detached' });
          await rowOf(texts, order.at(-2) as string).waitFor();
        }),
      );
      order.splice(1, 0, order.pop() as string);

      await page.goto(`${baseUrl}/admin?tab=statistics`);
      await page.getByTestId('stats-set').click();
      const option = page.getByRole('option', { name: set.title });
      await option.waitFor();
      statistics.push(
        await measured(page, async () => {
          await option.click();
          await page.getByTestId('item-row').first().waitFor();
        }),
      );
    }
  } finally {
    await context.close();
  }
  return [
    figureOf('admin manager: open (first row shown)', opened),
    figureOf('admin manager: last page (last question shown)', lastPage),
    figureOf('admin manager: move the last question to 2 (until the page shows it)', moved),
    figureOf('admin statistics: first row shown', statistics),
  ];
}
