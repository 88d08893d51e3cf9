import { SET_QUESTIONS, type SetQuestion } from '@exam/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allStrings,
  bearer,
  freeSetPayload,
  type PracticeHarness,
  paidSetPayload,
  startPracticeStandalone,
  TOKENS,
} from './test-support/practice-harness.js';

type Question = Pick<SetQuestion, 'id' | 'options'>;

// Both threading layouts: projections in a worker and appends in a writer thread (the defaults), and both on the
// main thread (PROJECTIONS_THREAD=main, EVENT_STORE_WRITER=inline).
describe.each([
  { PROJECTIONS_THREAD: 'worker', EVENT_STORE_WRITER: 'thread' },
  { PROJECTIONS_THREAD: 'main', EVENT_STORE_WRITER: 'inline' },
])(
  'learner practice over HTTP (standalone, projections on the $PROJECTIONS_THREAD thread, appends $EVENT_STORE_WRITER)',
  (threading) => {
    let harness: PracticeHarness;
    let paidSetId: string;
    let freeSetId: string;
    let paid: Question[];
    let free: Question[];
    /** Every body a learner or visitor received: checked at the end for anything of a locked question. */
    const learnerBodies: unknown[] = [];

    const a = bearer(TOKENS.aPhone);
    const aLaptop = bearer(TOKENS.aLaptop);
    const b = bearer(TOKENS.b);
    const optionId = (question: Question | undefined, index: number) =>
      question?.options[index]?.id ?? 'missing';

    const seen = <T extends { body: unknown }>(response: T): T => {
      learnerBodies.push(response.body);
      return response;
    };
    const answer = (
      setId: string,
      question: Question | undefined,
      options: number[],
      auth?: Record<string, string>,
    ) => {
      const call = harness.http.post(`/api/practice/${setId}/answers`);
      if (auth) call.set(auth);
      return call
        .send({
          questionId: question?.id,
          selectedOptionIds: options.map((index) => optionId(question, index)),
          timeSpentMs: 1200,
        })
        .then(seen);
    };
    const read = (path: string, auth?: Record<string, string>, position = 0) => {
      const call = harness.http.get(path).set('X-Min-Position', String(position));
      if (auth) call.set(auth);
      return call.then(seen);
    };

    const createSet = async (payload: unknown) => {
      const created = await harness.http.post('/api/question-sets').set(bearer(TOKENS.admin)).send(payload);
      expect(created.status).toBe(201);
      await harness.standalone.progress.waitForPosition(created.body.position, 5_000);
      const questions = await harness.standalone.documentStore
        .collection<SetQuestion>(SET_QUESTIONS)
        .find({ questionSetId: created.body.data.id }, { sort: [['rank', 1]] });
      return { id: created.body.data.id as string, questions };
    };

    beforeAll(async () => {
      harness = await startPracticeStandalone(threading);
      ({ id: paidSetId, questions: paid } = await createSet(paidSetPayload()));
      ({ id: freeSetId, questions: free } = await createSet(freeSetPayload()));
    });
    afterAll(async () => {
      await harness?.close();
    });

    describe('gated delivery', () => {
      it.each([
        ['a learner without access', TOKENS.aPhone],
        ['a visitor', undefined],
      ])(
        'given %s, when the paid set is read, then only the trial questions come in full and the rest as locked stubs',
        async (_, token) => {
          const response = await read(`/api/question-sets/${paidSetId}`, token ? bearer(token) : undefined);
          expect(response.status).toBe(200);
          expect(response.body.data).toMatchObject({
            hasAccess: false,
            accessType: 'trial',
            trialLimit: 2,
            remainingDays: null,
          });
          const questions = response.body.data.questions;
          expect(questions.map((question: { locked: boolean }) => question.locked)).toEqual([
            false,
            false,
            true,
            true,
          ]);
          expect(questions[0]).toMatchObject({
            id: paid[0]?.id,
            number: 1,
            orderIndex: 0,
            text: 'open-0 問題文',
          });
          expect(questions[2]).toEqual({ id: paid[2]?.id, number: 3, orderIndex: 2, locked: true });
          expect(allStrings(response.body).join('\n')).not.toContain('SECRET');
          expect(JSON.stringify(response.body)).not.toMatch(/isCorrect|explanation/);
        },
      );

      it('given a visitor, when the questions are listed with options, then the same gate applies', async () => {
        const response = await read(`/api/questions?questionSetId=${paidSetId}&include=options`);
        expect(response.status).toBe(200);
        expect(response.body.data).toMatchObject({ total: 4, page: 1, pageSize: 100 });
        expect(response.body.data.list).toHaveLength(4);
        expect(response.body.data.list[1].options).toHaveLength(3);
        expect(response.body.data.list[3]).toEqual({
          id: paid[3]?.id,
          number: 4,
          orderIndex: 3,
          locked: true,
        });
        expect(allStrings(response.body).join('\n')).not.toContain('SECRET');
        expect((await read('/api/questions')).status).toBe(400);
      });

      it('given a learner with a grant, when the paid set is read, then every question comes in full, still without answers', async () => {
        await harness.standalone.documentStore.collection('access').upsert({
          id: `learner-b:${paidSetId}`,
          userId: 'learner-b',
          questionSetId: paidSetId,
          source: 'redeem',
          expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        });
        const response = await harness.http.get(`/api/question-sets/${paidSetId}`).set(b);
        expect(response.body.data).toMatchObject({
          hasAccess: true,
          accessType: 'redeemed',
          remainingDays: 30,
        });
        expect(response.body.data.questions.every((question: { locked: boolean }) => !question.locked)).toBe(
          true,
        );
        expect(JSON.stringify(response.body)).not.toMatch(/isCorrect|explanation/);
        const listing = await harness.http.get('/api/question-sets').set(b);
        expect(listing.body.data.find((set: { id: string }) => set.id === paidSetId)).toMatchObject({
          hasAccess: true,
        });
      });
    });

    describe('recording answers', () => {
      it('given no access, when the trial questions are answered, then they are judged and the third is refused with nothing appended', async () => {
        const first = await answer(paidSetId, paid[0], [0], a);
        expect(first.status).toBe(200);
        expect(first.body.data).toEqual({
          isCorrect: true,
          correctOptionIds: [optionId(paid[0], 0)],
          explanation: '<p>open-0 解説</p>',
          answeredCount: 1,
          trialLimit: 2,
          trialEnded: false,
          hasAccess: false,
        });
        expect(first.body.position).toBeGreaterThan(0);

        const second = await answer(paidSetId, paid[1], [0], a);
        expect(second.body.data).toMatchObject({ isCorrect: false, answeredCount: 2, trialEnded: true });

        const head = await harness.standalone.eventStore.headPosition();
        const third = await answer(paidSetId, paid[2], [0], a);
        expect(third.status).toBe(403);
        expect(third.body).toMatchObject({
          success: false,
          code: 'TRIAL_ENDED',
          message: '試用期間が終了しました。続けるには購入してください',
        });
        expect(await harness.standalone.eventStore.headPosition()).toBe(head);

        const again = await answer(paidSetId, paid[1], [0, 1], a);
        expect(again.body.data).toMatchObject({ isCorrect: true, answeredCount: 2 });
      });

      it('given a free set, when every question is answered, then the trial never ends', async () => {
        for (const question of free) {
          const response = await answer(freeSetId, question, [0], a);
          expect(response.status).toBe(200);
          expect(response.body.data).toMatchObject({ hasAccess: true, trialEnded: false });
        }
      });

      it('given a multiple-choice question, when a subset or a superset is chosen, then it is wrong; exactly the correct ones are right', async () => {
        expect((await answer(freeSetId, free[1], [0], b)).body.data.isCorrect).toBe(false);
        expect((await answer(freeSetId, free[1], [0, 1, 2], b)).body.data.isCorrect).toBe(false);
        expect((await answer(freeSetId, free[1], [1, 0], b)).body.data.isCorrect).toBe(true);
      });

      it('given bad answers, then the spec texts and the right statuses', async () => {
        const empty = await answer(freeSetId, free[0], [], b);
        expect(empty.status).toBe(400);
        expect(empty.body.message).toBe('少なくとも1つの選択肢を選んでください');
        const foreign = await harness.http
          .post(`/api/practice/${freeSetId}/answers`)
          .set(b)
          .send({ questionId: free[0]?.id, selectedOptionIds: [optionId(free[1], 0)] });
        expect(foreign.status).toBe(400);
        expect(foreign.body.code).toBe('OPTION_NOT_IN_QUESTION');
        const elsewhere = await answer(freeSetId, paid[0], [0], b);
        expect(elsewhere.status).toBe(404);
      });

      it('given a visitor, when answering, then the answer is judged and nothing is stored; past the trial it is refused', async () => {
        const head = await harness.standalone.eventStore.headPosition();
        const response = await answer(paidSetId, paid[1], [0, 1]);
        expect(response.status).toBe(200);
        expect(response.body.data).toMatchObject({ isCorrect: true, answeredCount: null, trialEnded: true });
        expect(response.body.position).toBe(0);
        expect((await answer(paidSetId, paid[3], [0])).status).toBe(403);
        expect(await harness.standalone.eventStore.headPosition()).toBe(head);
      });
    });

    describe('progress, resume and wrong answers', () => {
      it('given answers on the phone, when the laptop resumes, then it gets the answered questions with their solutions and the last index', async () => {
        const saved = await harness.http
          .put('/api/user-progress')
          .set(a)
          .send({ questionSetId: paidSetId, lastQuestionIndex: 1, timeSpent: 5000 });
        expect(saved.status).toBe(200);
        expect(saved.body.message).toBe('進捗を保存しました');
        const resume = await read(`/api/practice/${paidSetId}/progress`, aLaptop, saved.body.position);
        expect(resume.body.data.lastQuestionIndex).toBe(1);
        expect(resume.body.data.answeredQuestions).toEqual([
          expect.objectContaining({
            questionId: paid[0]?.id,
            isCorrect: true,
            correctOptionIds: [optionId(paid[0], 0)],
          }),
          expect.objectContaining({
            questionId: paid[1]?.id,
            questionIndex: 1,
            isCorrect: true,
            explanation: '<p>open-1 解説</p>',
          }),
        ]);
      });

      it('given progress without a set id, then 400; signed-out callers get 401 everywhere', async () => {
        const missing = await harness.http.put('/api/user-progress').set(a).send({ lastQuestionIndex: 1 });
        expect(missing.status).toBe(400);
        expect(missing.body.message).toBe('問題集IDが必要です');
        for (const path of [
          '/api/user-progress/stats',
          '/api/wrong-answers',
          `/api/practice/${paidSetId}/progress`,
        ])
          expect((await harness.http.get(path)).status).toBe(401);
        expect((await harness.http.post(`/api/practice/${paidSetId}/reset`)).status).toBe(401);
      });

      it('given the answers so far, then the stats are keyed by set, count the latest answer per question and stay within 100 %', async () => {
        const position = await harness.standalone.eventStore.headPosition();
        const stats = await read('/api/user-progress/stats', a, position);
        expect(Object.keys(stats.body.data).sort()).toEqual([paidSetId, freeSetId].sort());
        expect(stats.body.data[paidSetId]).toMatchObject({
          title: '有料セット',
          completedQuestions: 2,
          totalQuestions: 4,
          correctAnswers: 2,
          accuracy: 100,
          lastQuestionIndex: 1,
        });
        const records = await read(`/api/user-progress/records?questionSetId=${paidSetId}`, a, position);
        expect(records.body.data).toHaveLength(2);
        expect(records.body.data[0]).toMatchObject({
          questionSetId: paidSetId,
          progressQuestionSet: { title: '有料セット' },
        });
        const others = await read('/api/user-progress/stats', b, position);
        expect(others.body.data[paidSetId]).toBeUndefined();
      });

      it('given a wrong answer, then it is in the book, takes a memo, stays resolved after a right answer, and only its owner can touch it', async () => {
        const position = await harness.standalone.eventStore.headPosition();
        const book = await read('/api/wrong-answers?status=all', a, position);
        const entry = book.body.data.find((item: { questionId: string }) => item.questionId === paid[1]?.id);
        expect(entry).toMatchObject({
          id: `learner-a:${paid[1]?.id}`,
          questionSetId: paidSetId,
          question: 'open-1 問題文',
          correctOptionIds: [optionId(paid[1], 0), optionId(paid[1], 1)],
          selectedOptionIds: [optionId(paid[1], 0)],
          resolved: true,
          memo: '',
          questionSet: { id: paidSetId, title: '有料セット' },
        });

        const confirmed = await harness.http
          .post('/api/wrong-answers')
          .set(a)
          .send({
            questionSetId: paidSetId,
            questionId: paid[1]?.id,
            selectedOptionIds: [optionId(paid[1], 0)],
          });
        expect(confirmed.status).toBe(200);
        const notWrong = await harness.http
          .post('/api/wrong-answers')
          .set(a)
          .send({
            questionSetId: paidSetId,
            questionId: paid[0]?.id,
            selectedOptionIds: [optionId(paid[0], 0)],
          });
        expect(notWrong.status).toBe(409);

        const memo = await harness.http
          .put(`/api/wrong-answers/${entry.id}/memo`)
          .set(a)
          .send({ memo: 'TCPを復習' });
        expect(memo.status).toBe(200);
        expect(memo.body.message).toBe('メモを更新しました');
        const tooLong = await harness.http
          .put(`/api/wrong-answers/${entry.id}/memo`)
          .set(a)
          .send({ memo: 'x'.repeat(1001) });
        expect(tooLong.status).toBe(400);
        expect(
          (await harness.http.put(`/api/wrong-answers/${entry.id}/memo`).set(b).send({ memo: 'x' })).status,
        ).toBe(404);
        const after = await read('/api/wrong-answers?status=all', a, memo.body.position);
        expect(after.body.data.find((item: { id: string }) => item.id === entry.id)?.memo).toBe('TCPを復習');
        expect(
          (await read('/api/wrong-answers', b, memo.body.position)).body.data.some(
            (item: { id: string }) => item.id === entry.id,
          ),
        ).toBe(false);

        const removed = await harness.http.delete(`/api/wrong-answers/${entry.id}`).set(a);
        expect(removed.status).toBe(200);
        const gone = await read('/api/wrong-answers?status=all', a, removed.body.position);
        expect(gone.body.data.some((item: { id: string }) => item.id === entry.id)).toBe(false);
      });

      it('given a reset, then the stats of the set are cleared and the trial counts again', async () => {
        const reset = await harness.http.post(`/api/practice/${paidSetId}/reset`).set(a);
        expect(reset.status).toBe(200);
        const stats = await read('/api/user-progress/stats', a, reset.body.position);
        expect(stats.body.data[paidSetId]).toMatchObject({
          completedQuestions: 0,
          accuracy: 0,
          lastQuestionIndex: 0,
        });
        expect((await answer(paidSetId, paid[0], [0], a)).status).toBe(200);
      });
    });

    it('given every learner and visitor response above, then nothing of a locked question ever left the server', () => {
      expect(learnerBodies.length).toBeGreaterThan(20);
      const leaked = learnerBodies.flatMap(allStrings).filter((text) => text.includes('SECRET'));
      expect(leaked).toEqual([]);
    });
  },
);
