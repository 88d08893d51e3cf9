import { expect, test } from './support/fixtures';
import { createRightWrongSet } from './support/learner-sets';
import { createUser, OPERATOR, signedInPhone } from './support/session';

const SIZE = 120;
const WRONG = 110;

type Window = { list: Array<{ id: string; options: Array<{ id: string; text: string }> }> };

/**
 * A long wrong-answer session (its ids read from the server, more than the URL carries) meets a question an
 * administrator deleted after the list was made: the learner reads that it was removed and goes on, instead of
 * being shown the purchase wall of a free set.
 */
test('a question deleted during a long wrong-answer session is said to be removed and skipped on', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const setId = await createRightWrongSet(request, {
    title: `E2E 削除された問題 ${Date.now()}`,
    size: SIZE,
    prefix: '削除テストの',
  });
  const learner = await createUser(request, 'listgone');
  const { context, page } = await signedInPhone(browser, learner);
  const auth = { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('auth.token'))}` };
  const read = await request.get(`/api/questions?questionSetId=${setId}&cursor=0&limit=200&include=options`, {
    headers: auth,
  });
  const questions = ((await read.json()).data as Window).list;
  const answered = await request.post(`/api/practice/${setId}/answers/batch`, {
    headers: auth,
    data: {
      answers: questions.slice(0, WRONG).map((question) => ({
        clientId: crypto.randomUUID(),
        questionId: question.id,
        selectedOptionIds: [question.options.find((option) => option.text === '誤り')?.id],
      })),
    },
  });
  expect(answered.status(), await answered.text()).toBe(200);

  await page.goto(`/quiz/${setId}?mode=wrong-answers`);
  await expect(page.getByTestId('quiz-question-number')).toContainText(`1 / ${WRONG}`, { timeout: 20_000 });
  // Deleted after the session's list was read, before its window of questions 101-110 is.
  const goneId = questions[102]?.id;
  const deleted = await request.delete(`/api/questions/${goneId}`, { headers: OPERATOR });
  expect(deleted.status(), await deleted.text()).toBeLessThan(300);
  await expect
    .poll(async () => {
      const byId = await request.get(`/api/questions?questionSetId=${setId}&ids=${goneId}`, {
        headers: auth,
      });
      const data = (await byId.json()).data as Window | Window['list'];
      return Array.isArray(data) ? data.length : data.list.length;
    })
    .toBe(0);

  await page.getByTestId('answer-sheet-jump').fill('103');
  await page.getByTestId('answer-sheet-jump').press('Enter');
  await expect(page.getByTestId('quiz-question-removed')).toBeVisible();
  await expect(page.getByTestId('quiz-question-removed')).toContainText('この問題は削除されました');
  await expect(page.getByTestId('quiz-question-number')).toContainText(`103 / ${WRONG}`);
  await expect(page.getByTestId('purchase-wall')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/list-removed-question-phone.png' });

  await page.getByTestId('quiz-removed-next').click();
  await expect(page.getByTestId('quiz-question-text')).toHaveText('削除テストの104');
  await context.close();
});
