import { answerTimeOf, type PracticeEvent } from '@exam/domain';
import { defineProjection, type Recorded } from '../../runner/projection.js';
import {
  ITEM_ANSWER_TOTALS,
  ITEM_FIRST_ANSWERS,
  type ItemAnswerTotals,
  type ItemFirstAnswer,
  itemFirstAnswerId,
} from './types.js';

type AnswerRecorded = Recorded<Extract<PracticeEvent, { type: 'AnswerRecorded' }>>;

/**
 * Item statistics (issue 15): each question's answer totals, and each learner's first answer to it. The
 * figures that need the whole set (discrimination) are computed when read, from the first answers.
 */
export const itemStatisticsProjection = defineProjection({
  name: 'item-statistics',
  collections: [
    {
      name: ITEM_FIRST_ANSWERS,
      indexes: [{ fields: ['questionSetId'] }, { fields: ['userId', 'questionSetId'] }],
    },
    { name: ITEM_ANSWER_TOTALS, indexes: [{ fields: ['questionSetId'] }] },
  ],
  handles: ['AnswerRecorded'],
  async apply(recorded, ctx) {
    const { data, metadata } = recorded as AnswerRecorded;
    const id = itemFirstAnswerId(data.userId, data.questionId);
    const first = !(await ctx.get(ITEM_FIRST_ANSWERS, id));
    const totals = await ctx.get<ItemAnswerTotals>(ITEM_ANSWER_TOTALS, data.questionId);
    await ctx.upsert<ItemAnswerTotals>(ITEM_ANSWER_TOTALS, {
      id: data.questionId,
      questionSetId: data.questionSetId,
      attempts: (totals?.attempts ?? 0) + 1,
      correct: (totals?.correct ?? 0) + (data.isCorrect ? 1 : 0),
      totalTimeMs: (totals?.totalTimeMs ?? 0) + Math.max(0, data.timeSpentMs),
      firstAnswers: (totals?.firstAnswers ?? 0) + (first ? 1 : 0),
      firstCorrect: (totals?.firstCorrect ?? 0) + (first && data.isCorrect ? 1 : 0),
    });
    if (!first) return;
    await ctx.upsert<ItemFirstAnswer>(ITEM_FIRST_ANSWERS, {
      id,
      userId: data.userId,
      questionSetId: data.questionSetId,
      questionId: data.questionId,
      isCorrect: data.isCorrect,
      selectedOptionIds: data.selectedOptionIds,
      timeSpentMs: data.timeSpentMs,
      at: answerTimeOf({ data, metadata }),
    });
  },
});
