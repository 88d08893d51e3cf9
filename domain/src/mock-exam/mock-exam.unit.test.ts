import { describe, expect, it } from 'vitest';
import { deciderSpec, refusal } from '../test-support/decider-spec.js';
import type { MockExamCommand } from './commands.js';
import { mockExamDecider } from './decider.js';
import { DEFAULT_PASS_RULE, type MockExamEvent, type MockExamStarted } from './events.js';
import { gradeExam } from './grading.js';
import type { ExamAnswer } from './state.js';
import { examEndedAt, examEndedBy, examView } from './view.js';

const { given } = deciderSpec(mockExamDecider);
const START = '2026-03-01T09:00:00.000Z';
const DEADLINE = '2026-03-01T09:30:00.000Z';
const minutes = (n: number) => new Date(Date.parse(START) + n * 60_000).toISOString();

const exam: MockExamStarted['data'] = {
  examId: 'e1',
  userId: 'u1',
  questionSetIds: ['s1', 's2'],
  questions: [
    { questionId: 'q1', questionSetId: 's1', category: 'ネットワーク' },
    { questionId: 'q2', questionSetId: 's1', category: 'ネットワーク' },
    { questionId: 'q3', questionSetId: 's2', category: 'セキュリティ' },
    { questionId: 'q4', questionSetId: 's2', category: 'セキュリティ' },
    { questionId: 'q5', questionSetId: 's2', category: 'セキュリティ' },
  ],
  durationMinutes: 30,
  startedAt: START,
  deadline: DEADLINE,
  passRule: DEFAULT_PASS_RULE,
};
const started: MockExamEvent = { type: 'MockExamStarted', data: exam };
const answer = (questionId: string, at: string, selected = ['a'], userId = 'u1'): MockExamCommand => ({
  type: 'AnswerMockExam',
  data: {
    examId: 'e1',
    userId,
    questionId,
    selectedOptionIds: selected,
    guessed: false,
    flagged: false,
    at,
    optionIds: ['a', 'b'],
  },
});
const submit = (at: string, reason: 'learner' | 'deadline' = 'learner', userId = 'u1'): MockExamCommand => ({
  type: 'SubmitMockExam',
  data: { examId: 'e1', userId, at, reason },
});
const submitted: MockExamEvent = {
  type: 'MockExamSubmitted',
  data: { examId: 'e1', userId: 'u1', submittedAt: minutes(20), reason: 'learner' },
};

describe('mock exam decider', () => {
  it('given a running exam, when answered and answered again, then each answer is recorded, revealing nothing', () => {
    expect(given(started).when(answer('q1', minutes(1)))).toEqual([
      {
        type: 'MockExamAnswered',
        data: {
          examId: 'e1',
          questionId: 'q1',
          selectedOptionIds: ['a'],
          guessed: false,
          flagged: false,
          answeredAt: minutes(1),
        },
      },
    ]);
    expect(given(started).when(answer('q1', minutes(2), ['b']))[0]?.data).toMatchObject({
      selectedOptionIds: ['b'],
    });
  });

  it('given the deadline passed or the exam submitted, then an answer is refused with 409', () => {
    expect(refusal(() => given(started).when(answer('q1', minutes(31)))).status).toBe(409);
    expect(refusal(() => given(started, submitted).when(answer('q1', minutes(21)))).code).toBe(
      'MOCK_EXAM_ENDED',
    );
    expect(refusal(() => given(started, submitted).when(submit(minutes(22)))).status).toBe(409);
  });

  it('given another learner, then answering and submitting are refused with 403; an unknown exam is 404', () => {
    expect(refusal(() => given(started).when(answer('q1', minutes(1), ['a'], 'u2'))).status).toBe(403);
    expect(refusal(() => given(started).when(submit(minutes(1), 'learner', 'u2'))).status).toBe(403);
    expect(refusal(() => given().when(answer('q1', minutes(1)))).status).toBe(404);
  });

  it('given a question outside the exam or an option outside the question, then 400', () => {
    expect(refusal(() => given(started).when(answer('q9', minutes(1)))).code).toBe('QUESTION_NOT_IN_EXAM');
    expect(refusal(() => given(started).when(answer('q1', minutes(1), ['z']))).code).toBe(
      'OPTION_NOT_IN_QUESTION',
    );
  });

  it('given the deadline, then the server submits with reason deadline only once it has passed', () => {
    expect(refusal(() => given(started).when(submit(minutes(29), 'deadline'))).code).toBe(
      'MOCK_EXAM_NOT_DUE',
    );
    expect(given(started).when(submit(minutes(31), 'deadline'))[0]?.data).toEqual({
      examId: 'e1',
      userId: 'u1',
      submittedAt: DEADLINE,
      reason: 'deadline',
    });
  });
});

describe('grading with the pass rule', () => {
  const facts = new Map(
    ['q1', 'q2', 'q3', 'q4', 'q5'].map((id) => [
      id,
      { questionType: 'single' as const, correctOptionIds: ['a'] },
    ]),
  );
  const answers = (right: string[], wrong: string[] = []) =>
    new Map<string, ExamAnswer>([
      ...right.map(
        (id) =>
          [id, { selectedOptionIds: ['a'], guessed: false, flagged: false, answeredAt: START }] as const,
      ),
      ...wrong.map(
        (id) =>
          [id, { selectedOptionIds: ['b'], guessed: false, flagged: false, answeredAt: START }] as const,
      ),
    ]);

  it('given 4 of 5 right across both categories, then 80% and passed', () => {
    const result = gradeExam(exam, answers(['q1', 'q2', 'q3', 'q4'], ['q5']), facts, minutes(12));
    expect(result).toMatchObject({
      correct: 4,
      total: 5,
      score: 80,
      passed: true,
      failedRules: [],
      timeSpentMs: 12 * 60_000,
    });
    expect(result.byCategory).toEqual([
      { category: 'ネットワーク', correct: 2, total: 2, score: 100, passed: true },
      { category: 'セキュリティ', correct: 2, total: 3, score: 66.7, passed: true },
    ]);
  });

  it('given a high overall score but a weak category, then failed by that category minimum', () => {
    // 3 of 5 = 60% overall, but ネットワーク 0 of 2 = 0% < 30%.
    const result = gradeExam(exam, answers(['q3', 'q4', 'q5'], ['q1', 'q2']), facts, minutes(5));
    expect(result).toMatchObject({ score: 60, passed: false, failedRules: ['category:ネットワーク'] });
  });

  it('given unanswered questions, then they count as wrong and the overall rule fails', () => {
    const result = gradeExam(exam, answers(['q1', 'q3']), facts, DEADLINE);
    expect(result).toMatchObject({ correct: 2, score: 40, passed: false });
    expect(result.failedRules).toContain('overall');
    expect(result.correctness.filter((entry) => !entry.answered)).toHaveLength(3);
  });
});

describe('how an exam ended (issue 40: a timed-out exam says so)', () => {
  const record = (submittedAt: string | null, reason: 'learner' | 'deadline' | null = null) => ({
    exam,
    answers: new Map(),
    submittedAt,
    reason,
  });

  it('given a running exam, then it has not ended', () => {
    expect(examEndedBy(record(null), examEndedAt(record(null), new Date(minutes(10))))).toBeNull();
  });

  it('given a submission in time, then the learner ended it, 31 seconds in to the millisecond', () => {
    const early = record('2026-03-01T09:00:31.000Z', 'learner');
    const view = examView(early, new Map(), new Date(minutes(40)));
    expect(view.endedBy).toBe('learner');
    expect(view.result?.timeSpentMs).toBe(31_000);
  });

  it('given the deadline passed unsubmitted, a deadline submission, or a late one cut back, then the time ran out', () => {
    const now = new Date(minutes(31));
    expect(examView(record(null), new Map(), now).endedBy).toBe('deadline');
    expect(examView(record(DEADLINE, 'deadline'), new Map(), now).endedBy).toBe('deadline');
    expect(examView(record(DEADLINE, 'learner'), new Map(), now).endedBy).toBe('deadline');
    expect(examView(record(DEADLINE, 'learner'), new Map(), now).result?.timeSpentMs).toBe(30 * 60_000);
  });
});
