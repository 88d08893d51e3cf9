import { SET_QUESTIONS, type SetQuestion } from '@exam/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoQuestionSets } from '../demo/content/index.js';
import { nameBasedUuid } from '../demo/ids.js';
import { seedDemoContent } from '../demo/seed.js';
import {
  bearer,
  type PracticeHarness,
  startPracticeStandalone,
  TOKENS,
} from './test-support/practice-harness.js';

const aPhone = bearer(TOKENS.aPhone);
const aLaptop = bearer(TOKENS.aLaptop);
const b = bearer(TOKENS.b);
const admin = bearer(TOKENS.admin);

type Shown = { id: string; options: Array<{ id: string; label: string }> };
const idsOf = (question: Shown | undefined) => question?.options.map((option) => option.id) ?? [];

/** Issue 40 over HTTP: every learner sees the options in their own order, everywhere options leave the server. */
describe('options in each learner’s order', () => {
  let harness: PracticeHarness;
  const setIds = demoQuestionSets.map((set) => nameBasedUuid(`set:${set.key}`));
  const freeSetId = setIds[demoQuestionSets.findIndex((set) => !set.isPaid)] as string;

  const head = () => harness.standalone.eventStore.headPosition();
  const read = async (path: string, auth: Record<string, string>) => {
    const response = await harness.http
      .get(path)
      .set(auth)
      .set('X-Min-Position', String(await head()));
    expect(response.status, response.text).toBe(200);
    return response.body.data;
  };
  const shownQuestions = async (setId: string, auth: Record<string, string>): Promise<Shown[]> =>
    (await read(`/api/question-sets/${setId}`, auth)).questions;
  const written = (setId: string) =>
    harness.standalone.documentStore
      .collection<SetQuestion>(SET_QUESTIONS)
      .find({ questionSetId: setId }, { sort: [['rank', 1]] });
  const buy = async (auth: Record<string, string>, questionSetId: string) => {
    const intent = await harness.http.post('/api/payments/create-intent').set(auth).send({ questionSetId });
    expect(intent.status, intent.text).toBe(200);
    const confirmed = await harness.http.post('/api/payments/simulated/confirm').set(auth).send({
      paymentIntentId: intent.body.data.paymentIntentId,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    expect(confirmed.status, confirmed.text).toBe(200);
  };

  beforeAll(async () => {
    harness = await startPracticeStandalone();
    await seedDemoContent(harness.standalone.eventStore);
    await harness.standalone.progress.waitForPosition(await head(), 10_000);
    for (const [index, set] of demoQuestionSets.entries())
      if (set.isPaid) for (const auth of [aPhone, b]) await buy(auth, setIds[index] as string);
    await harness.standalone.progress.waitForPosition(await head(), 10_000);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('given every demo set, when learner a always answers the first option shown, then at most 40 % are right', async () => {
    let answered = 0;
    let right = 0;
    for (const setId of setIds) {
      for (const question of await shownQuestions(setId, aPhone)) {
        const response = await harness.http
          .post(`/api/practice/${setId}/answers`)
          .set(aPhone)
          .send({ questionId: question.id, selectedOptionIds: [question.options[0]?.id] });
        expect(response.status, response.text).toBe(200);
        answered += 1;
        if (response.body.data.isCorrect) right += 1;
      }
    }
    expect(answered).toBe(demoQuestionSets.reduce((sum, set) => sum + set.questions.length, 0));
    expect(right / answered).toBeLessThanOrEqual(0.4);
  });

  it('given learner a on two devices, then the set read, the questions list, the offline bundle and the wrong-answer book agree; learner b’s order differs', async () => {
    const phone = await shownQuestions(freeSetId, aPhone);
    const laptop = await shownQuestions(freeSetId, aLaptop);
    expect(laptop.map(idsOf)).toEqual(phone.map(idsOf));
    const listed: Shown[] = (await read(`/api/questions?questionSetId=${freeSetId}&include=options`, aLaptop))
      .list;
    expect(listed.map(idsOf)).toEqual(phone.map(idsOf));
    const bundle = await read(`/api/practice/${freeSetId}/offline-bundle`, aLaptop);
    expect(bundle.questions.map(idsOf)).toEqual(phone.map(idsOf));
    for (const question of [...phone, ...bundle.questions] as Shown[])
      expect(question.options.map((option) => option.label)).toEqual(
        question.options.map((_, place) => String.fromCharCode(65 + place)),
      );
    const book: Array<Shown & { questionId: string }> = await read('/api/wrong-answers', aLaptop);
    expect(book.length).toBeGreaterThan(0);
    for (const entry of book) {
      const shown = (await shownQuestions(entry.questionSet.id, aPhone)).find(
        (q) => q.id === entry.questionId,
      );
      expect(idsOf(entry), entry.questionId).toEqual(idsOf(shown));
    }

    const other = await shownQuestions(freeSetId, b);
    const differing = other.filter(
      (question, index) => idsOf(question).join() !== idsOf(phone[index]).join(),
    );
    expect(differing.length).toBeGreaterThanOrEqual(Math.floor(phone.length / 2));
    const writtenOrder = (await written(freeSetId)).map((question) =>
      question.options.map((option) => option.id),
    );
    expect(phone.map(idsOf)).not.toEqual(writtenOrder);
  });

  it('given a mock exam, then it shows learner a’s own order', async () => {
    const started = await harness.http
      .post('/api/mock-exams')
      .set(aPhone)
      .send({ questionSetId: freeSetId, questionCount: 5, durationMinutes: 30 });
    expect(started.status, started.text).toBe(201);
    const shown = new Map(
      (await shownQuestions(freeSetId, aPhone)).map((question) => [question.id, idsOf(question)]),
    );
    for (const question of started.body.data.questions as Shown[])
      expect(idsOf(question)).toEqual(shown.get(question.id));
    const again = await read(`/api/mock-exams/${started.body.data.examId}`, aLaptop);
    expect(again.questions.map(idsOf)).toEqual(started.body.data.questions.map(idsOf));
  });

  it('given the administrator keeps the written order of a set, then every learner sees it; turned off, their own order returns', async () => {
    const writtenOrder = (await written(freeSetId)).map((question) =>
      question.options.map((option) => option.id),
    );
    const shuffled = (await shownQuestions(freeSetId, aPhone)).map(idsOf);
    const kept = await harness.http
      .put(`/api/question-sets/${freeSetId}/option-order`)
      .set(admin)
      .send({ keepOptionOrder: true });
    expect(kept.status, kept.text).toBe(200);
    expect((await shownQuestions(freeSetId, aPhone)).map(idsOf)).toEqual(writtenOrder);
    expect((await shownQuestions(freeSetId, b)).map(idsOf)).toEqual(writtenOrder);
    expect((await read(`/api/question-sets/${freeSetId}`, aPhone)).keepOptionOrder).toBe(true);

    const refused = await harness.http
      .put(`/api/question-sets/${freeSetId}/option-order`)
      .set(admin)
      .send({ keepOptionOrder: 'yes' });
    expect(refused.status).toBe(400);
    const before = await head();
    expect(
      (
        await harness.http
          .put(`/api/question-sets/${freeSetId}/option-order`)
          .set(aPhone)
          .send({ keepOptionOrder: false })
      ).status,
    ).toBe(403);
    expect(await head()).toBe(before);

    await harness.http
      .put(`/api/question-sets/${freeSetId}/option-order`)
      .set(admin)
      .send({ keepOptionOrder: false });
    expect((await shownQuestions(freeSetId, aPhone)).map(idsOf)).toEqual(shuffled);
  });

  it('given the administrator keeps the written order of one question, then only that question shows it', async () => {
    const [first, second] = await written(freeSetId);
    const changed = await harness.http
      .put(`/api/questions/${first?.id}`)
      .set(admin)
      .send({ keepOptionOrder: true });
    expect(changed.status, changed.text).toBe(200);
    const shown = await shownQuestions(freeSetId, aPhone);
    expect(idsOf(shown[0])).toEqual(first?.options.map((option) => option.id));
    const adminView = await read(`/api/question-sets/${freeSetId}`, admin);
    expect(adminView.questions[0].keepOptionOrder).toBe(true);
    expect(adminView.questions[1].keepOptionOrder).toBe(false);
    expect(second).toBeDefined();
  });

  it('when every group is rebuilt, then the set read, the book and the exams show the same orders', async () => {
    await harness.http
      .put(`/api/question-sets/${freeSetId}/option-order`)
      .set(admin)
      .send({ keepOptionOrder: true });
    const paths = [`/api/question-sets/${freeSetId}`, '/api/wrong-answers', '/api/mock-exams'];
    const before = await Promise.all(paths.map((path) => read(path, aPhone)));
    const { rebuildEveryGroup } = await import('./test-support/rebuild-all.js');
    await rebuildEveryGroup(harness.standalone);
    expect(await Promise.all(paths.map((path) => read(path, aPhone)))).toEqual(before);
  });
});
