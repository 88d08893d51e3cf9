import { z } from 'zod';
import { PRACTICE_MODES, type PracticeMode } from '../practice/events.js';
import { MEMO_MAX_LENGTH, PracticeMessages } from '../practice/messages.js';
import { Bounds } from '../rules/bounds.js';

/** Learner spec §5: "Progress update requires questionSetId". */
export const QUESTION_SET_ID_REQUIRED = '問題集IDが必要です';

const nonNegative = (message: string) =>
  z.number({ error: message }).finite({ error: message }).min(0, { error: message });
const questionSetId = z
  .string({ error: QUESTION_SET_ID_REQUIRED })
  .trim()
  .min(1, { error: QUESTION_SET_ID_REQUIRED });

/**
 * POST /practice/{setId}/answers. The correctness of the answer is never taken from the client; an empty
 * selection passes the schema so the decider answers with the spec's text.
 */
export const recordAnswerBody = z.object({
  questionId: z.string().trim().min(1, { error: '問題を指定してください' }),
  selectedOptionIds: z.array(z.string()).max(100).default([]),
  /** Milliseconds spent on this question. */
  timeSpentMs: nonNegative(PracticeMessages.timeSpentInvalid).max(86_400_000).default(0),
  mode: z.enum(PRACTICE_MODES as [PracticeMode, ...PracticeMode[]]).default('normal'),
  /** 自信なし: a right answer marked so still goes to the wrong-answer book (marked). */
  guessed: z.boolean({ error: '自信なしは true か false で指定してください' }).default(false),
  /** The client's id of this answer (offline outbox): a resend with the same id appends nothing. */
  clientId: z.uuid({ error: PracticeMessages.clientIdInvalid }).optional(),
  /** When the learner answered (ISO 8601): not in the future, at most 30 days ago (Bounds.answerAgeDays). */
  answeredAt: z.iso.datetime({ offset: true, error: PracticeMessages.answeredAtInvalid }).optional(),
});

/** POST /practice/{setId}/answers/batch: the offline outbox, in order; every answer carries its client id. */
export const recordAnswerBatchBody = z.object({
  answers: z
    .array(
      recordAnswerBody.extend({
        clientId: z.uuid({ error: PracticeMessages.clientIdInvalid }),
      }),
      { error: Bounds.answersPerBatch.message },
    )
    .min(Bounds.answersPerBatch.min, { error: Bounds.answersPerBatch.message })
    .max(Bounds.answersPerBatch.max, { error: Bounds.answersPerBatch.message }),
});

/** PUT /user-progress and socket progress:update; times in milliseconds; absent fields keep their value. */
export const saveProgressBody = z.object({
  questionSetId,
  lastQuestionIndex: z
    .number({ error: PracticeMessages.lastQuestionIndexInvalid })
    .int({ error: PracticeMessages.lastQuestionIndexInvalid })
    .min(0, { error: PracticeMessages.lastQuestionIndexInvalid })
    .optional(),
  timeSpent: nonNegative(PracticeMessages.timeSpentInvalid).optional(),
});

/** POST /wrong-answers: the answer the client showed as wrong. */
export const saveWrongAnswerBody = z.object({
  questionSetId,
  questionId: z.string().trim().min(1, { error: '問題を指定してください' }),
  selectedOptionIds: z.array(z.string()).min(1, { error: PracticeMessages.answerRequired }).max(100),
});

/** PUT /wrong-answers/{id}/memo. */
export const wrongAnswerMemoBody = z.object({
  memo: z
    .string({ error: 'memo の形式が正しくありません' })
    .max(MEMO_MAX_LENGTH, { error: PracticeMessages.memoTooLong }),
});
