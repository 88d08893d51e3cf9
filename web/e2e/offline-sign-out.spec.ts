import { expect, test } from './support/fixtures';
import { createSet } from './support/learner-sets';
import { createUser, signedInPhone } from './support/session';

/**
 * Issue 37 point 5 end to end, on a phone: a learner who signs out with no connection leaves nothing of theirs in the
 * browser (their quiz progress, their username, their tokens) at once; when the connection returns the servers are
 * told (the old access token is refused), and the next sign-in asks for the password again.
 */
test('signing out offline ends everything local at once; online again the old token is refused and the next sign-in asks for the password', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const set = await createSet(request, { title: `圏外でログアウト ${Date.now()}`, questions: 3 });
  const learner = await createUser(request, 'e2out');
  await expect
    .poll(async () => (await request.get(`/api/question-sets/${set.id}`)).status(), { timeout: 10_000 })
    .toBe(200);
  const { context, page } = await signedInPhone(browser, learner);
  const userId = await page.evaluate(() => localStorage.getItem('auth.activeUserId'));
  const token = await page.evaluate(() => localStorage.getItem('auth.token'));
  expect(userId).toBeTruthy();
  const progressKeys = async () =>
    (await page.evaluate(() => Object.keys(localStorage))).filter((key) =>
      key.startsWith(`quiz-progress:${userId}:`),
    );
  const everythingStored = () => page.evaluate(() => JSON.stringify({ ...localStorage }));

  // One answer: the quiz keeps the learner's progress locally.
  await page.goto(`/quiz/${set.id}`);
  // Options are shuffled per learner: pick the correct one by its text, not by its letter.
  await page.locator('[data-testid="quiz-option"]', { hasText: '正しい選択肢 1' }).click();
  await page.getByTestId('quiz-submit').click();
  await expect(page.getByTestId('quiz-result')).toHaveAttribute('data-correct', 'true');
  await expect.poll(progressKeys).toHaveLength(1);
  expect(await everythingStored()).toContain(learner.username);

  // No connection: ログアウト from the menu.
  await context.setOffline(true);
  await page.locator('header .mantine-Burger-root').click();
  await page.getByRole('dialog').getByRole('button', { name: 'ログアウト' }).click();
  await expect.poll(progressKeys).toEqual([]);
  expect(await everythingStored()).not.toContain(learner.username);
  expect(await page.evaluate(() => localStorage.getItem('auth.token'))).toBeNull();
  await expect(page).toHaveURL(/\/$/);
  await page.screenshot({ path: 'test-results/offline-sign-out-phone.png' });

  // The connection returns: the session ends at the servers too.
  await context.setOffline(false);
  await expect
    .poll(
      async () =>
        (await request.get('/api/users/me', { headers: { Authorization: `Bearer ${token}` } })).status(),
      { timeout: 10_000 },
    )
    .toBe(401);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth.pendingSignOuts'))).toBeNull();

  // The next sign-in asks for the password: the provider's session did not outlive the sign-out.
  const menu = page.getByRole('dialog');
  if (!(await menu.isVisible())) await page.locator('header .mantine-Burger-root').click();
  await menu.getByTestId('sign-in-button').click();
  await page.getByTestId('login-start').click();
  await page.waitForURL(/\/oidc\/interaction\//);
  await expect(page.locator('input[name=password]')).toBeVisible();
  await context.close();
});
