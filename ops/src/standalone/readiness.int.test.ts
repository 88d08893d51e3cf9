import type { SetQuestion } from '@exam/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createSet,
  freeSetPayload,
  type PracticeHarness,
  startPracticeStandalone,
  TOKENS,
} from './test-support/practice-harness.js';

const a = bearer(TOKENS.aPhone);
const b = bearer(TOKENS.b);

/** Issue 41 over HTTP: the pass estimate follows the learner's answers and mock exams. */
describe('readiness', () => {
  let harness: PracticeHarness;
  let setId: string;
  let questions: SetQuestion[];

  const head = () => harness.standalone.eventStore.headPosition();
  const readiness = async (auth: Record<string, string>) => {
    const response = await harness.http
      .get('/api/learning-path/readiness')
      .set(auth)
      .set('X-Min-Position', String(await head()));
    expect(response.status, response.text).toBe(200);
    return response.body.data.sets;
  };
  const answer = (auth: Record<string, string>, question: SetQuestion, right: boolean) =>
    harness.http
      .post(`/api/practice/${setId}/answers`)
      .set(auth)
      .send({
        questionId: question.id,
        selectedOptionIds: [question.options.find((option) => option.isCorrect === right)?.id],
      });

  beforeAll(async () => {
    harness = await startPracticeStandalone();
    // A set of 12 questions, so abilities can differ.
    const payload = freeSetPayload();
    payload.questions = [...payload.questions, ...payload.questions, ...payload.questions].map(
      (question) => ({
        ...question,
        questionType: 'single',
        options: question.options.map((option, index) => ({ ...option, isCorrect: index === 0 })),
      }),
    );
    ({ setId, questions } = await createSet(harness, payload));
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('given a learner who practised nothing, then no set is estimated', async () => {
    expect(await readiness(a)).toEqual([]);
  });

  it('given a strong and a weak learner, then the strong one is more likely to pass, each with an interval and the set as its field', async () => {
    for (const [index, question] of questions.entries()) {
      expect((await answer(a, question, true)).status).toBe(200);
      expect((await answer(b, question, index % 4 === 0)).status).toBe(200);
    }
    const [strong] = await readiness(a);
    const [weak] = await readiness(b);
    expect(strong).toMatchObject({
      questionSetId: setId,
      setTitle: '無料セット',
      passRule: { overall: 60, categoryMinimum: 30 },
      examSize: 12,
      basedOn: { answers: 12, mockExams: 0, questions: 12, seen: 12 },
      holdingBack: [],
    });
    expect(strong.fields).toEqual([expect.objectContaining({ field: 'セキュリティ技術', minimum: 30 })]);
    expect(strong.passProbability).toBeGreaterThan(0.8);
    expect(weak.passProbability).toBeLessThan(0.3);
    expect(weak.holdingBack).toEqual(['セキュリティ技術']);
    // What to practise next: nothing unseen; the weak learner's misses are due in the learning path.
    expect(strong.next).toEqual({ unseen: 0, due: 0 });
    expect(weak.next).toEqual({ unseen: 0, due: 9 });
    for (const set of [strong, weak]) {
      expect(set.low).toBeLessThanOrEqual(set.passProbability);
      expect(set.high).toBeGreaterThanOrEqual(set.passProbability);
    }
    // Read twice, the same figures (the simulation is seeded by the learner's data).
    expect(await readiness(a)).toEqual([strong]);
  });

  it('given a set filter, then only that set (none for a set not practised); a blank filter is refused', async () => {
    const only = await harness.http
      .get(`/api/learning-path/readiness?questionSetId=${setId}`)
      .set(a)
      .set('X-Min-Position', String(await head()));
    expect(only.body.data.sets.map((set: { questionSetId: string }) => set.questionSetId)).toEqual([setId]);
    const other = await harness.http.get('/api/learning-path/readiness?questionSetId=another').set(a);
    expect(other.body.data.sets).toEqual([]);
    expect((await harness.http.get('/api/learning-path/readiness?questionSetId=').set(a)).status).toBe(400);
  });

  it('given a submitted mock exam, then it is counted and its size is the one simulated', async () => {
    const started = await harness.http
      .post('/api/mock-exams')
      .set(b)
      .send({ questionSetId: setId, questionCount: 5, durationMinutes: 10 });
    expect(started.status, started.text).toBe(201);
    const examId = started.body.data.examId;
    for (const question of started.body.data.questions) {
      await harness.http
        .post(`/api/mock-exams/${examId}/answers`)
        .set(b)
        .send({ questionId: question.id, selectedOptionIds: [question.options[1].id] });
    }
    expect((await harness.http.post(`/api/mock-exams/${examId}/submit`).set(b).send({})).status).toBe(200);
    const [weak] = await readiness(b);
    expect(weak).toMatchObject({ examSize: 5, basedOn: { mockExams: 1 } });
  });
});
