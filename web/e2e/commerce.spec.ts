import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { createUser, questionNumber, signIn } from './support/session';

/**
 * Purchases and redeem codes end to end on the server `npm start` runs (simulated gateway, demo content):
 * a learner buys a paid set with 4242 4242 4242 4242 and practises past the trial without reload; a declined
 * card shows its failure; an administrator generates codes in the /admin tab, a learner redeems one and the
 * administrator's list shows it used by that learner. (The stripe profile's Stripe Elements load js.stripe.com,
 * which is not reachable here: that path is not covered by these tests.)
 */

type ListedSet = {
  id: string;
  title: string;
  isPaid: boolean;
  price: number;
  trialQuestions: number;
  questionCount: number;
  validityPeriod: number;
};

async function paidSetWithTrial(request: APIRequestContext): Promise<ListedSet> {
  const body = await (await request.get('/api/question-sets')).json();
  const sets = (body.data as ListedSet[])
    .filter((set) => set.isPaid && set.trialQuestions > 0 && set.questionCount > set.trialQuestions)
    .sort((a, b) => a.trialQuestions - b.trialQuestions);
  expect(sets.length, 'the demo content has a paid set with a trial').toBeGreaterThan(0);
  return sets[0] as ListedSet;
}

/** A fresh user created with the operator token. */
const createBuyer = (request: APIRequestContext, isAdmin: boolean) =>
  createUser(request, isAdmin ? 'e2cad' : 'e2buy', isAdmin);

async function answerFirstOption(page: Page) {
  await page.locator('[data-testid="quiz-option"][data-label="A"]').click();
  await page.getByTestId('quiz-submit').click();
  await expect(page.getByTestId('quiz-result')).toBeVisible();
}

/** Opens the set's quiz from a clean slate (reset) so the trial starts at question 1. */
async function openQuizFresh(page: Page, set: ListedSet) {
  await page.goto(`/quiz/${set.id}`);
  await expect(page.getByTestId('trial-bar')).toContainText(`残り ${set.trialQuestions} 問`);
}

async function answerTrial(page: Page, set: ListedSet) {
  for (let index = 0; index < set.trialQuestions; index += 1) {
    await answerFirstOption(page);
    if (index < set.trialQuestions - 1) await page.getByTestId('quiz-next').click();
  }
  // Issue 40: the last trial verdict stays readable; the wall stands when moving past the trial.
  await expect(page.getByTestId('quiz-explanation')).toBeVisible();
  await page.getByTestId('quiz-next').click();
  await expect(page.getByTestId('purchase-wall')).toBeVisible();
}

async function fillCard(page: Page, number: string) {
  const card = page.getByTestId('card-form');
  await expect(card).toBeVisible();
  await page.getByTestId('card-number').fill(number);
  // Spaced in groups of four as it is typed.
  await expect(page.getByTestId('card-number')).toHaveValue(
    number.replace(/\s/g, '').replace(/(\d{4})(?=\d)/g, '$1 '),
  );
  await page.getByTestId('card-expiry').fill('1234');
  await page.getByTestId('card-cvc').fill('123');
  await page.getByTestId('card-holder').fill('TARO YAMADA');
  await page.getByTestId('card-pay').click();
}

test.describe('commerce', () => {
  test('a learner buys a paid set with the test card and practises past the trial without reload', async ({
    page,
    request,
  }) => {
    const set = await paidSetWithTrial(request);
    await signIn(page, await createBuyer(request, false));
    await openQuizFresh(page, set);
    const [, total] = await questionNumber(page);
    await expect(page.locator('[data-testid="answer-sheet-item"][data-state="locked"]')).toHaveCount(
      total - set.trialQuestions,
    );
    // Proof that nothing reloads the page from here on.
    await page.evaluate(() => {
      (window as unknown as { noReloadMarker: string }).noReloadMarker = 'kept';
    });

    await answerTrial(page, set);
    await page.getByTestId('purchase-wall-buy').click();

    // Confirmation: title, price in yen tax included, validity days.
    await expect(page.getByTestId('payment-set-title')).toHaveText(set.title);
    await expect(page.getByTestId('payment-price')).toHaveText(
      `${new Intl.NumberFormat('ja-JP').format(set.price)}円（税込）`,
    );
    await expect(page.getByTestId('payment-validity')).toContainText(String(set.validityPeriod || 180));
    await expectAccessible(page, 'the payment confirmation');
    await page.getByTestId('payment-proceed').click();

    await fillCard(page, '4242424242424242');
    await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('payment-success')).toContainText('購入成功');
    await page.getByTestId('payment-continue').click();

    // Access arrived: the wall is gone, nothing is locked, and the quiz goes on past the trial.
    await expect(page.getByTestId('purchase-wall')).toHaveCount(0);
    await expect(page.locator('[data-testid="answer-sheet-item"][data-state="locked"]')).toHaveCount(0);
    await expect(page.getByTestId('trial-bar')).toHaveCount(0);
    // 学習を続ける continues at the next unanswered question, the first past the trial (issue 40).
    await expect.poll(async () => (await questionNumber(page))[0]).toBe(set.trialQuestions + 1);
    await expect(page.getByTestId('quiz-result')).toHaveCount(0);
    await answerFirstOption(page);
    await expect(page.getByTestId('expiry-bar')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { noReloadMarker?: string }).noReloadMarker)).toBe(
      'kept',
    );

    // The profile lists the purchase; the home page puts the set under マイ問題集 with its badge and bar.
    await page.goto('/profile?tab=purchases');
    const row = page.locator(`[data-testid="purchase-item"][data-set-id="${set.id}"]`);
    await expect(row).toHaveAttribute('data-status', 'active');
    await expect(row.getByTestId('purchase-amount')).toHaveText(
      `${new Intl.NumberFormat('ja-JP').format(set.price)}円`,
    );
    await expect(row.getByTestId('purchase-method')).toContainText('クレジットカード');

    await page.goto('/');
    const mine = page.getByTestId('group-mine');
    const card = mine.locator(`[data-testid="set-card"][data-set-id="${set.id}"]`);
    await expect(card).toBeVisible();
    await expect(card.getByTestId('set-badges')).toContainText('購入済み');
    await expect(card.getByTestId('expiry-bar')).toBeVisible();
    await expect(card.getByTestId('buy-button')).toHaveCount(0);
  });

  test('a declined card shows its failure and grants nothing', async ({ page, request }) => {
    const set = await paidSetWithTrial(request);
    await signIn(page, await createBuyer(request, false));
    await openQuizFresh(page, set);

    await page.getByTestId('trial-buy').click();
    await page.getByTestId('payment-proceed').click();
    await fillCard(page, '4000 0000 0000 0002');
    await expect(page.getByTestId('payment-failure-message')).toHaveText('カードが拒否されました');

    // Another attempt on the same intent: insufficient funds.
    await page.getByTestId('payment-retry').click();
    await fillCard(page, '4000000000009995');
    await expect(page.getByTestId('payment-failure-message')).toHaveText('残高不足です');

    await page.getByRole('button', { name: '閉じる', exact: true }).last().click();
    await expect(page.getByTestId('payment-modal-body')).toHaveCount(0);
    await expect(page.getByTestId('trial-bar')).toBeVisible();
    await expect(
      page.locator('[data-testid="answer-sheet-item"][data-state="locked"]').first(),
    ).toBeVisible();
  });

  test('an administrator generates codes, a learner redeems one, and the list shows who used it', async ({
    browser,
    request,
  }) => {
    // Two sign-ins and the banners' 3 s: near 30 s on a loaded machine (issue 22 runs measured 30.2-30.3 s).
    test.setTimeout(60_000);
    const set = await paidSetWithTrial(request);
    const admin = await createBuyer(request, true);
    const learner = await createBuyer(request, false);
    const adminContext = await browser.newContext();
    const learnerContext = await browser.newContext();
    try {
      const adminPage = await adminContext.newPage();
      await signIn(adminPage, admin);
      await adminPage.goto('/admin?tab=redeem-codes');
      await expect(adminPage.getByTestId('admin-redeem-tab')).toBeVisible();

      // The tab's checks come first (admin spec §5).
      await adminPage.getByTestId('redeem-generate-submit').click();
      await expect(adminPage.getByTestId('redeem-banner')).toHaveText('問題集を選択してください');
      await expect(adminPage.getByTestId('redeem-banner')).toHaveAttribute('data-color', 'red');

      await adminPage.getByTestId('redeem-generate-set').click();
      await adminPage.getByRole('option', { name: set.title }).click();
      await adminPage.getByTestId('redeem-generate-quantity').fill('2');
      await adminPage.getByTestId('redeem-generate-submit').click();
      await expect(adminPage.getByTestId('redeem-banner')).toHaveText('引換コードを2件生成しました');
      await expect(adminPage.getByTestId('redeem-banner')).toHaveAttribute('data-color', 'green');
      // Inline banners clear after 3 s.
      await expect(adminPage.getByTestId('redeem-banner')).toHaveCount(0, { timeout: 6_000 });

      const unusedRow = adminPage.locator('[data-testid="redeem-row"][data-status="unused"]').first();
      await expect(unusedRow).toBeVisible();
      const code = (await unusedRow.getAttribute('data-code')) ?? '';
      expect(code).toMatch(/^[A-Z2-9]{16}$/);

      // The learner redeems it from the quiz's trial bar.
      const learnerPage = await learnerContext.newPage();
      await signIn(learnerPage, learner);
      await openQuizFresh(learnerPage, set);
      await learnerPage.getByTestId('trial-redeem').click();
      await learnerPage.getByTestId('redeem-input').fill('ABC');
      await learnerPage.getByTestId('redeem-submit').click();
      await expect(learnerPage.getByText('引換コードは16文字の英数字で入力してください')).toBeVisible();
      await learnerPage.getByTestId('redeem-input').fill(`  ${code.toLowerCase()}  `);
      await learnerPage.getByTestId('redeem-submit').click();
      await expect(learnerPage.getByTestId('redeem-success')).toBeVisible();
      // The success overlay hands over after 1.5 s: the modal closes and the trial is over for good.
      await expect(learnerPage.getByTestId('redeem-body')).toHaveCount(0, { timeout: 5_000 });
      await expect(learnerPage.getByTestId('trial-bar')).toHaveCount(0);
      await expect(learnerPage.locator('[data-testid="answer-sheet-item"][data-state="locked"]')).toHaveCount(
        0,
      );

      // The profile's redeemed tab shows it, masked.
      await learnerPage.goto('/profile?tab=redeemed');
      const redemption = learnerPage.getByTestId('redemption-card').first();
      await expect(redemption).toHaveAttribute('data-state', 'valid');
      await expect(redemption.getByTestId('redemption-code')).toContainText(
        `${code.slice(0, 4)}-****-****-****`,
      );

      // The administrator's list shows the code used by that learner (realtime, no refresh clicked).
      const usedRow = adminPage.locator(`[data-testid="redeem-row"][data-code="${code}"]`);
      await expect(usedRow).toHaveAttribute('data-status', 'used', { timeout: 10_000 });
      await expect(usedRow.getByTestId('redeem-row-used-by')).toHaveText(learner.username);

      // Check for problems: a report with totals.
      await adminPage.getByTestId('redeem-check').click();
      await expect(adminPage.getByTestId('redeem-report-total-codes')).toContainText(/\d+/);
    } finally {
      await adminContext.close();
      await learnerContext.close();
    }
  });
});
