import { SET_QUESTIONS, type SetQuestion } from '@exam/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allStrings,
  bearer,
  freeSetPayload,
  middayZone,
  type PracticeHarness,
  paidSetPayload,
  startPracticeStandalone,
  TOKENS,
} from './test-support/practice-harness.js';

const a = bearer(TOKENS.aPhone);
const b = bearer(TOKENS.b);
const admin = bearer(TOKENS.admin);

/** Issue 17 over HTTP with two learners: 自信なし answers, the learning path, coverage, unseen and review modes. */
describe('learning path, guessed marking and coverage', () => {
  let harness: PracticeHarness;
  let freeSetId: string;
  let paidSetId: string;
  let free: SetQuestion[];
  let paid: SetQuestion[];

  const head = () => harness.standalone.eventStore.headPosition();
  const read = async (path: string, auth: Record<string, string>) => {
    const response = await harness.http
      .get(path)
      .set(auth)
      .set('X-Min-Position', String(await head()));
    expect(response.status, response.text).toBe(200);
    return response.body.data;
  };
  const answer = async (
    auth: Record<string, string>,
    setId: string,
    question: SetQuestion | undefined,
    right: boolean,
    extra: Record<string, unknown> = {},
  ) => {
    const option = question?.options.find((entry) => entry.isCorrect === right);
    return harness.http
      .post(`/api/practice/${setId}/answers`)
      .set(auth)
      .send({ questionId: question?.id, selectedOptionIds: [option?.id], ...extra });
  };
  const questionsOf = (setId: string) =>
    harness.standalone.documentStore
      .collection<SetQuestion>(SET_QUESTIONS)
      .find({ questionSetId: setId }, { sort: [['rank', 1]] });

  beforeAll(async () => {
    harness = await startPracticeStandalone();
    const created = await Promise.all(
      [freeSetPayload(), paidSetPayload()].map((payload) =>
        harness.http.post('/api/question-sets').set(admin).send(payload),
      ),
    );
    [freeSetId, paidSetId] = created.map((response) => response.body.data.id as string) as [string, string];
    await harness.standalone.progress.waitForPosition(await head(), 5_000);
    [free, paid] = await Promise.all([questionsOf(freeSetId), questionsOf(paidSetId)]);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('given a right answer marked 自信なし, then the book shows it marked, and a bad mark is refused', async () => {
    expect((await answer(a, freeSetId, free[0], true, { guessed: true })).status).toBe(200);
    const book = await read('/api/wrong-answers', a);
    expect(book).toEqual([
      expect.objectContaining({ questionId: free[0]?.id, guessedRight: true, resolved: false }),
    ]);
    const refused = await answer(a, freeSetId, free[1], true, { guessed: 'maybe' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('自信なしは true か false で指定してください');
  });

  it('given wrong and unsure answers, then the learning path holds them today (due within minutes), and learner b sees none of it', async () => {
    await answer(a, freeSetId, free[2], false);
    // In the paid set's trial: a wrong answer there is a card too.
    await answer(a, paidSetId, paid[0], false);
    const path = await read(`/api/learning-path?tz=${encodeURIComponent(middayZone())}`, a);
    // FSRS's first learning steps are minutes away: due later today, not now (issue 40).
    expect(path.counts).toMatchObject({ due: 0, laterToday: 3, learning: 3 });
    expect(path.nextReviewAt).toBe(path.laterToday[0].due);
    expect(path.laterToday.map((card: { questionId: string }) => card.questionId).sort()).toEqual(
      [free[0]?.id, free[2]?.id, paid[0]?.id].sort(),
    );
    // Learner a has no access to the paid set (only its trial): its card is shown locked.
    const paidCard = path.laterToday.find(
      (card: { questionSetId: string }) => card.questionSetId === paidSetId,
    );
    expect(paidCard).toMatchObject({ locked: true, setTitle: '有料セット', questionNumber: 1 });
    expect(path.forecast).toHaveLength(14);
    expect(path.forecast[0].due).toBe(3);
    expect(allStrings(path).some((text) => text.includes('SECRET'))).toBe(false);
    expect(await read(`/api/learning-path?tz=${encodeURIComponent(middayZone())}`, b)).toMatchObject({
      due: [],
      laterToday: [],
      counts: { due: 0, laterToday: 0 },
      nextReviewAt: null,
    });
  });

  it('given answers, then coverage counts questions ever answered, and unseen / review modes list the right questions', async () => {
    const coverage = await read('/api/user-progress/coverage', a);
    expect(coverage).toEqual(
      expect.arrayContaining([{ questionSetId: freeSetId, answered: 2, total: 4, coverage: 0.5 }]),
    );
    const ids = (list: Array<{ id: string }>) => list.map((question) => question.id);
    // With no page, the first page of the mode's own list and its total (issue 35).
    const unseenPage = await read(`/api/questions?questionSetId=${freeSetId}&mode=unseen`, a);
    expect(unseenPage).toMatchObject({ total: 2, page: 1, pageSize: 100 });
    const unseen = unseenPage.list;
    expect(ids(unseen)).toEqual([free[1]?.id, free[3]?.id]);
    // Review mode is the learning path's due-now list (issue 40): these cards are minutes away yet.
    const review = (await read(`/api/questions?questionSetId=${freeSetId}&mode=review`, a)).list;
    expect(ids(review)).toEqual([]);
    // Learner b has answered nothing; a visitor gets every question as unseen and nothing to review.
    expect(ids((await read(`/api/questions?questionSetId=${freeSetId}&mode=unseen`, b)).list)).toHaveLength(
      4,
    );
    expect((await read(`/api/questions?questionSetId=${freeSetId}&mode=review`, {})).list).toEqual([]);
    // The paid set's locked questions stay stubs in every mode.
    const paidUnseen = (await read(`/api/questions?questionSetId=${paidSetId}&mode=unseen`, b)).list;
    expect(allStrings(paidUnseen).some((text) => text.includes('SECRET'))).toBe(false);
    const bad = await harness.http.get(`/api/questions?questionSetId=${freeSetId}&mode=later`).set(a);
    expect(bad.status).toBe(400);
  });

  it('given a review answered right and sure twice (FSRS learning steps), then the card graduates and leaves today', async () => {
    expect((await answer(a, freeSetId, free[2], true, { mode: 'review' })).status).toBe(200);
    expect(
      (await read(`/api/learning-path?tz=${encodeURIComponent(middayZone())}`, a)).counts.laterToday,
    ).toBe(3);
    expect((await answer(a, freeSetId, free[2], true, { mode: 'review' })).status).toBe(200);
    const path = await read(`/api/learning-path?tz=${encodeURIComponent(middayZone())}`, a);
    expect(path.laterToday.map((card: { questionId: string }) => card.questionId)).not.toContain(free[2]?.id);
    expect(path.counts.laterToday).toBe(2);
    // A reset of the set's practice does not undo the coverage.
    await harness.http.post(`/api/practice/${freeSetId}/reset`).set(a).send({});
    const coverage = await read('/api/user-progress/coverage', a);
    expect(
      coverage.find((entry: { questionSetId: string }) => entry.questionSetId === freeSetId),
    ).toMatchObject({
      answered: 2,
    });
  });

  it('when every group is rebuilt, then the learning path reads the same', async () => {
    // The cards in due order, without the split by the clock (a card minutes away may fall due between reads).
    const queue = async () => {
      const path = await read(`/api/learning-path?tz=${encodeURIComponent(middayZone())}`, a);
      return { cards: [...path.due, ...path.laterToday], forecast: path.forecast, today: path.today };
    };
    const before = await queue();
    const { rebuildEveryGroup } = await import('./test-support/rebuild-all.js');
    await rebuildEveryGroup(harness.standalone);
    expect(await queue()).toEqual(before);
    await rebuildEveryGroup(harness.standalone, { spilled: true });
    expect(await queue()).toEqual(before);
  });
});
