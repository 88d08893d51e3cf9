import type { RouteConfig } from '@asteasolutions/zod-to-openapi';
import {
  coverageSchema,
  learningPathSchema,
  mockExamAnswerBody,
  mockExamViewSchema,
  passRuleBody,
  startMockExamBody,
} from '@exam/domain/schemas';
import { TIME_ZONE_INVALID } from '../learning-path/learner-day.js';
import { adminOnly, failure, json, learnerOnly, ok, reason, VALIDATION_FAILED } from './route-helpers.js';
import { commandResult, successEnvelope } from './schemas.js';
import { z } from './zod.js';

/** The learning path and coverage (issue 17): the signed-in learner's own. */
export const learningPathRoutes: RouteConfig[] = [
  learnerOnly({
    method: 'get',
    path: '/learning-path',
    tags: ['Practice'],
    summary:
      "The caller's spaced-repetition queue (FSRS, ts-fsrs defaults): cards due now (locked when the set's access ended), cards due later in the learner's today with their times, when the next review falls due, counts by state, and cards due per day for 14 days, days counted in the learner's time zone. Wrong answers rate Again, right ones marked 自信なし Hard, sure right answers on a due card Good",
    request: {
      query: z.object({
        tz: z.string().optional().openapi({
          description:
            "The learner's IANA time zone (e.g. Asia/Tokyo); days and the forecast follow it. Absent: the zone saved in the profile (PUT /users/me/time-zone), else Asia/Tokyo",
        }),
      }),
    },
    responses: {
      200: ok(successEnvelope(learningPathSchema)),
      400: failure(reason('TIME_ZONE_INVALID', TIME_ZONE_INVALID)),
    },
  }),
  learnerOnly({
    method: 'get',
    path: '/user-progress/coverage',
    tags: ['Practice'],
    summary:
      'Per set, how many of its questions the caller ever answered (practice resets do not undo it), of how many',
    responses: { 200: ok(successEnvelope(coverageSchema)) },
  }),
];

const examParams = { params: z.object({ examId: z.string() }) };
const ExamViewSchema = z.object(mockExamViewSchema.shape).openapi('MockExam', {
  description:
    "`{examId, status: running|ended, questionSetIds, startedAt, deadline, durationMinutes, passRule, endedAt, questions[], result}`. Running: questions with options (no judgement) and the caller's `answer` {selectedOptionIds, guessed, flagged}. Ended: per question `correctOptionIds`, `explanation`, `isCorrect`, and `result` {correct, total, score (percent), passed, byCategory[{category, correct, total, score, passed}], failedRules, timeSpentMs}",
});

const setParams = { params: z.object({ id: z.string() }) };
const PassRuleSchema = z.object({
  questionSetId: z.string(),
  overall: z.number().int(),
  categoryMinimum: z.number().int(),
  isDefault: z.boolean(),
});

/** Timed mock exams (issue 17): the signed-in learner's own, and the sets' pass rules. */
export const mockExamRoutes: RouteConfig[] = [
  {
    method: 'get',
    path: '/question-sets/{id}/pass-rule',
    tags: ['Mock exams'],
    summary: "A set's mock-exam pass rule in percent (default 60 overall, 30 per category)",
    request: setParams,
    responses: {
      200: ok(successEnvelope(PassRuleSchema)),
      404: failure(reason('QUESTION_SET_NOT_FOUND', '問題集を開けません。IDが存在しません')),
    },
  },
  adminOnly({
    method: 'put',
    path: '/question-sets/{id}/pass-rule',
    tags: ['Admin: question sets'],
    summary: "Sets a set's mock-exam pass rule (an exam over several sets uses the strictest)",
    request: { ...setParams, body: json(passRuleBody) },
    responses: {
      200: ok(commandResult(PassRuleSchema.omit({ isDefault: true })), '合格基準を保存しました'),
      400: failure(VALIDATION_FAILED),
      404: failure(reason('QUESTION_SET_NOT_FOUND', '問題集を開けません。IDが存在しません')),
    },
  }),
  learnerOnly({
    method: 'post',
    path: '/mock-exams',
    tags: ['Mock exams'],
    summary:
      'Starts a timed exam: questions drawn at random, stratified by the sets’ categories, only from sets the caller may practise in full (403 PURCHASE_REQUIRED otherwise)',
    request: { body: json(startMockExamBody) },
    responses: {
      201: ok(commandResult(ExamViewSchema), '模擬試験を開始しました'),
      400: failure(VALIDATION_FAILED),
      403: failure(reason('PURCHASE_REQUIRED', '試用期間が終了しました。続けるには購入してください')),
    },
  }),
  learnerOnly({
    method: 'post',
    path: '/mock-exams/{examId}/answers',
    tags: ['Mock exams'],
    summary: 'Saves (or changes) an answer until the deadline or the submission; reveals nothing',
    request: { ...examParams, body: json(mockExamAnswerBody) },
    responses: {
      200: ok(
        commandResult(z.object({ examId: z.string(), questionId: z.string(), answered: z.number().int() })),
      ),
      403: failure(reason('MOCK_EXAM_NOT_YOURS', 'この模擬試験はあなたのものではありません')),
      409: failure(reason('MOCK_EXAM_ENDED', 'この模擬試験は終了しています（提出済みまたは制限時間切れ）')),
    },
  }),
  learnerOnly({
    method: 'post',
    path: '/mock-exams/{examId}/submit',
    tags: ['Mock exams'],
    summary: 'Ends the exam and answers the graded result (the server also submits at the deadline)',
    request: examParams,
    responses: {
      200: ok(commandResult(ExamViewSchema), '模擬試験を提出しました'),
      409: failure(reason('MOCK_EXAM_ENDED', 'この模擬試験は終了しています（提出済みまたは制限時間切れ）')),
    },
  }),
  learnerOnly({
    method: 'get',
    path: '/mock-exams',
    tags: ['Mock exams'],
    summary: "The caller's exams, newest first, with each ended exam's result (no questions: their counts)",
    responses: {
      200: ok(
        successEnvelope(
          z.array(
            z.object(mockExamViewSchema.omit({ questions: true }).shape).extend({
              questionCount: z.number().int(),
              answeredCount: z.number().int(),
            }),
          ),
        ),
      ),
    },
  }),
  learnerOnly({
    method: 'get',
    path: '/mock-exams/{examId}',
    tags: ['Mock exams'],
    summary: 'One exam as it stands: running without judgement, or ended and graded',
    request: examParams,
    responses: {
      200: ok(successEnvelope(ExamViewSchema)),
      403: failure(reason('MOCK_EXAM_NOT_YOURS', 'この模擬試験はあなたのものではありません')),
      404: failure(reason('MOCK_EXAM_NOT_FOUND', '模擬試験が見つかりません')),
    },
  }),
];
