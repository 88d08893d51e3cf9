import type { RouteConfig } from '@asteasolutions/zod-to-openapi';
import { PracticeMessages, QuestionSetMessages } from '@exam/domain';
import { Bounds } from '@exam/domain/rules';
import {
  answerBatchOutcomeSchema,
  answerOutcomeSchema,
  OfflineBundleMessages,
  offlineBundleSchema,
  practiceResumeSchema,
  progressRecordSchema,
  QUESTION_SET_ID_REQUIRED,
  recordAnswerBatchBody,
  recordAnswerBody,
  saveProgressBody,
  saveWrongAnswerBody,
  setProgressSchema,
  WRONG_ANSWER_STATUS_INVALID,
  WRONG_ANSWER_STATUSES,
  wrongAnswerCountsSchema,
  wrongAnswerMemoBody,
  wrongAnswerSchema,
} from '@exam/domain/schemas';
import {
  CONCURRENT_CHANGE,
  failure,
  json,
  learnerOnly,
  ok,
  optionalSignIn,
  reason,
  VALIDATION_FAILED,
} from './route-helpers.js';
import { commandResult, successEnvelope } from './schemas.js';
import { z } from './zod.js';

/** The learner's practice (learner spec §7; docs/contracts.md "Learner practice"): answers, progress, wrong answers. */

const SET_NOT_FOUND = reason('QUESTION_SET_NOT_FOUND', QuestionSetMessages.notFound);
const QUESTION_NOT_FOUND = reason('QUESTION_NOT_FOUND', QuestionSetMessages.questionNotFound);
const setParams = z.object({ setId: z.string().openapi({ description: "the question set's id" }) });
const wrongAnswerParams = z.object({
  id: z.string().openapi({ description: "`{userId}:{questionId}` (the entry's id from GET /wrong-answers)" }),
});
const wrongAnswerNotFound = failure(reason('WRONG_ANSWER_NOT_FOUND', PracticeMessages.wrongAnswerNotFound));

export const AnswerOutcomeSchema = z.object(answerOutcomeSchema.shape).openapi('AnswerOutcome');
export const AnswerBatchOutcomeSchema = z
  .object(answerBatchOutcomeSchema.shape)
  .openapi('AnswerBatchOutcome');
const WRONG_EXPECTED_VERSION = reason(
  'WRONG_EXPECTED_VERSION',
  '他の更新と競合しました。もう一度お試しください (retry)',
);
const CLIENT_ID_IN_USE = reason('CLIENT_ID_IN_USE', 'この clientId は別の解答で使われています');
const ANSWERED_AT_OUT_OF_RANGE = reason('ANSWERED_AT_OUT_OF_RANGE', Bounds.answerAgeDays.message);
export const OfflineBundleSchema = z.object(offlineBundleSchema.shape).openapi('OfflineBundle');
export const SetProgressSchema = z.object(setProgressSchema.shape).openapi('SetProgress');
export const ProgressRecordSchema = z.object(progressRecordSchema.shape).openapi('ProgressRecord');
export const ResumeSchema = z.object(practiceResumeSchema.shape).openapi('PracticeResume', {
  description: 'Only questions this caller has answered carry answers.',
});
export const WrongAnswerSchema = z.object(wrongAnswerSchema.shape).openapi('WrongAnswer');

/** How one answer is refused, alone or inside a batch (a batch's refusal names the answer). */
const answerRefusals = {
  400: failure(
    reason('ANSWER_REQUIRED', PracticeMessages.answerRequired),
    reason('OPTION_NOT_IN_QUESTION', PracticeMessages.optionNotInQuestion),
    ANSWERED_AT_OUT_OF_RANGE,
    VALIDATION_FAILED,
  ),
  403: failure(reason('TRIAL_ENDED', PracticeMessages.trialEnded)),
  404: failure(SET_NOT_FOUND, QUESTION_NOT_FOUND),
  409: failure(CLIENT_ID_IN_USE, WRONG_EXPECTED_VERSION),
};

export const practiceRoutes: RouteConfig[] = [
  {
    ...optionalSignIn,
    method: 'post',
    path: '/practice/{setId}/answers',
    tags: ['Practice'],
    summary: 'Judge an answer (a signed-in learner’s is recorded; a visitor’s is judged and not stored)',
    request: { params: setParams, body: json(recordAnswerBody) },
    responses: {
      200: ok(commandResult(AnswerOutcomeSchema), 'The judgement; position 0 for a visitor'),
      ...answerRefusals,
    },
  },
  learnerOnly({
    method: 'post',
    path: '/practice/{setId}/answers/batch',
    tags: ['Practice'],
    summary: `Record the offline outbox of a set: at most ${Bounds.answersPerBatch.max} answers, each checked as a single answer, all recorded or none`,
    description:
      'Each answer carries its clientId (the idempotency key): an answer already recorded appends nothing and reports its first judgement. A refusal names the answer ("N件目の解答: …").',
    request: { params: setParams, body: json(recordAnswerBatchBody) },
    responses: {
      200: ok(commandResult(AnswerBatchOutcomeSchema), 'The judgements, in the order sent'),
      ...answerRefusals,
    },
  }),
  learnerOnly({
    method: 'get',
    path: '/practice/{setId}/offline-bundle',
    tags: ['Practice'],
    summary: 'The offline bundle of a set: questions, options with correct flags and explanations',
    description:
      'Only for a learner whose access covers the whole set (free, purchased or redeemed), never for a trial or an ended access; served with Cache-Control: private, no-store. Drop it at expiresAt.',
    request: { params: setParams },
    responses: {
      200: ok(successEnvelope(OfflineBundleSchema), 'The bundle'),
      403: failure(reason('OFFLINE_BUNDLE_FORBIDDEN', OfflineBundleMessages.forbidden)),
      404: failure(SET_NOT_FOUND),
    },
  }),
  learnerOnly({
    method: 'post',
    path: '/practice/{setId}/reset',
    tags: ['Practice'],
    summary: "Clear the caller's answers and statistics of a set (the wrong-answer book stays)",
    request: { params: setParams },
    responses: {
      200: ok(commandResult(z.object({ questionSetId: z.string() })), PracticeMessages.progressReset),
      404: failure(SET_NOT_FOUND),
      409: CONCURRENT_CHANGE,
    },
  }),
  learnerOnly({
    method: 'get',
    path: '/practice/{setId}/progress',
    tags: ['Practice'],
    summary: "Resume view: the caller's answered questions with their correct options and explanations",
    description:
      "`view=summary`: only the places answered right and wrong (a big set's answer sheet); `view=window&cursor=<place>&limit=<1-200>`: the full answers of the questions at those places.",
    request: {
      params: setParams,
      query: z.object({
        view: z.enum(['full', 'summary', 'window']).optional().openapi({ description: 'default `full`' }),
        cursor: z
          .string()
          .optional()
          .openapi({ description: '`window`: the first zero-based place (default 0)' }),
        limit: z.string().optional().openapi({ description: '`window`: places in the window (1-200)' }),
      }),
    },
    responses: {
      200: ok(
        successEnvelope(
          z.union([
            ResumeSchema,
            z.object({
              answeredCount: z.number().int(),
              correctCount: z.number().int(),
              lastQuestionIndex: z.number().int(),
              correct: z.array(z.number().int()),
              wrong: z.array(z.number().int()),
            }),
          ]),
        ),
      ),
      400: failure(
        reason('INVALID_PAGE', Bounds.questionWindow.message),
        reason('INVALID_CURSOR', 'cursor が正しくありません（問題の位置を指定してください）'),
        VALIDATION_FAILED,
      ),
    },
  }),
  learnerOnly({
    method: 'get',
    path: '/practice/{setId}/question-ids',
    tags: ['Practice'],
    summary:
      "The ids of the caller's wrong answers, due reviews or unseen questions of a set, in the set's order",
    description:
      "A practice session too long for the quiz URL's `questions=` reads its questions' ids here once, when it starts (`cursor` / `limit` up to 5,000 per read; `nextCursor` null at the end). Locked questions (outside the caller's trial) are left out; `wrong-answers` holds the open entries only.",
    request: {
      params: setParams,
      query: z.object({
        mode: z.enum(['wrong-answers', 'review', 'unseen']).openapi({ description: 'which list' }),
        cursor: z
          .string()
          .optional()
          .openapi({ description: 'the first zero-based place of the list (default 0)' }),
        limit: z.string().optional().openapi({ description: 'ids in this read (1-5000, default 5000)' }),
      }),
    },
    responses: {
      200: ok(
        successEnvelope(
          z.object({
            list: z.array(z.string()),
            total: z.number().int(),
            nextCursor: z.string().nullable(),
          }),
        ),
      ),
      400: failure(
        reason('INVALID_PAGE', Bounds.practiceListIds.message),
        reason('INVALID_CURSOR', 'cursor が正しくありません（問題の位置を指定してください）'),
        VALIDATION_FAILED,
      ),
      404: failure(SET_NOT_FOUND),
    },
  }),
  learnerOnly({
    method: 'put',
    path: '/user-progress',
    tags: ['Practice'],
    summary: 'Save where the caller is in a set and the time spent (absent fields keep their value)',
    request: { body: json(saveProgressBody) },
    responses: {
      200: ok(commandResult(z.object({ questionSetId: z.string() })), PracticeMessages.progressSaved),
      400: failure(
        reason('VALIDATION_FAILED', QUESTION_SET_ID_REQUIRED),
        reason('VALIDATION_FAILED', PracticeMessages.lastQuestionIndexInvalid),
        reason('VALIDATION_FAILED', PracticeMessages.timeSpentInvalid),
      ),
      404: failure(SET_NOT_FOUND),
      409: CONCURRENT_CHANGE,
    },
  }),
  learnerOnly({
    method: 'get',
    path: '/user-progress/stats',
    tags: ['Practice'],
    summary: "The caller's progress per set (set id -> progress; times in ms)",
    responses: { 200: ok(successEnvelope(z.record(z.string(), SetProgressSchema))) },
  }),
  learnerOnly({
    method: 'get',
    path: '/user-progress/records',
    tags: ['Practice'],
    summary: "The caller's latest answer per question, newest first",
    request: {
      query: z.object({ questionSetId: z.string().optional().openapi({ description: 'one set only' }) }),
    },
    responses: { 200: ok(successEnvelope(z.array(ProgressRecordSchema))) },
  }),
  learnerOnly({
    method: 'get',
    path: '/wrong-answers',
    tags: ['Wrong answers'],
    summary:
      "The caller's wrong-answer book, newest first: the open entries unless `status` asks for the resolved ones or all",
    request: {
      query: z.object({
        status: z.enum(WRONG_ANSWER_STATUSES).optional().openapi({
          description: 'unresolved (default): not answered right since; resolved: answered right since; all',
        }),
        questionSetId: z
          .string()
          .optional()
          .openapi({ description: "Only this set's entries (absent or blank: every set's)" }),
        page: z.string().optional().openapi({
          description:
            'With `pageSize`: one page of the book, newest first (1: the first); the answer is then `{ list, total, page, pageSize }`. Bare: the whole book as a list',
        }),
        pageSize: z.string().optional().openapi({ description: 'With `page`: entries per page (1-500)' }),
      }),
    },
    responses: {
      200: ok(
        successEnvelope(
          z.union([
            z.array(WrongAnswerSchema),
            z.object({
              list: z.array(WrongAnswerSchema),
              total: z.number().int(),
              page: z.number().int(),
              pageSize: z.number().int(),
            }),
          ]),
        ),
      ),
      400: failure(
        reason('WRONG_ANSWER_STATUS_INVALID', WRONG_ANSWER_STATUS_INVALID),
        reason('INVALID_PAGE', `${Bounds.pageNumber.message} / ${Bounds.pageSize.message}`),
        VALIDATION_FAILED,
      ),
    },
  }),
  learnerOnly({
    method: 'get',
    path: '/wrong-answers/counts',
    tags: ['Wrong answers'],
    summary: 'How many entries of the caller’s book are open and resolved, in all and per set',
    responses: {
      200: ok(successEnvelope(z.object(wrongAnswerCountsSchema.shape).openapi('WrongAnswerCounts'))),
    },
  }),
  learnerOnly({
    method: 'post',
    path: '/wrong-answers',
    tags: ['Wrong answers'],
    summary: 'Keep an answer the server judged wrong in the book',
    request: { body: json(saveWrongAnswerBody) },
    responses: {
      200: ok(
        commandResult(z.object({ id: z.string(), questionSetId: z.string(), questionId: z.string() })),
        PracticeMessages.wrongAnswerSaved,
      ),
      400: failure(
        reason('VALIDATION_FAILED', QUESTION_SET_ID_REQUIRED),
        reason('VALIDATION_FAILED', PracticeMessages.answerRequired),
      ),
      404: failure(SET_NOT_FOUND, QUESTION_NOT_FOUND),
      409: failure(reason('ANSWER_NOT_JUDGED_WRONG', PracticeMessages.answerNotJudgedWrong)),
    },
  }),
  learnerOnly({
    method: 'delete',
    path: '/wrong-answers/{id}',
    tags: ['Wrong answers'],
    summary: 'Remove an entry of the caller’s book (another learner’s id is not found)',
    request: { params: wrongAnswerParams },
    responses: {
      200: ok(commandResult(z.object({ id: z.string() })), PracticeMessages.wrongAnswerDeleted),
      404: wrongAnswerNotFound,
      409: CONCURRENT_CHANGE,
    },
  }),
  learnerOnly({
    method: 'put',
    path: '/wrong-answers/{id}/memo',
    tags: ['Wrong answers'],
    summary: "Change the memo of an entry of the caller's book",
    request: { params: wrongAnswerParams, body: json(wrongAnswerMemoBody) },
    responses: {
      200: ok(commandResult(z.object({ id: z.string(), memo: z.string() })), PracticeMessages.memoUpdated),
      400: failure(reason('MEMO_TOO_LONG', PracticeMessages.memoTooLong), VALIDATION_FAILED),
      404: wrongAnswerNotFound,
      409: CONCURRENT_CHANGE,
    },
  }),
];
