import type { MockExamEvent } from '@exam/domain';
import { defineProjection, type Recorded } from '../../runner/projection.js';
import { learnerChanged } from '../progress/projection.js';
import { MOCK_EXAMS, type MockExamDocument } from './types.js';

/** The learner's mock exams (issue 17): history and each exam's answers, for GET /mock-exams. */
export const mockExamsProjection = defineProjection({
  name: 'mock-exams',
  collections: [{ name: MOCK_EXAMS, indexes: [{ fields: ['userId'] }] }],
  handles: ['MockExamStarted', 'MockExamAnswered', 'MockExamSubmitted'],
  async apply(recorded, ctx) {
    const event = recorded as Recorded<MockExamEvent>;
    if (event.type === 'MockExamStarted') {
      await ctx.upsert<MockExamDocument>(MOCK_EXAMS, {
        id: event.data.examId,
        userId: event.data.userId,
        exam: event.data,
        answers: {},
        submittedAt: null,
        reason: null,
      });
      return;
    }
    const known = await ctx.get<MockExamDocument>(MOCK_EXAMS, event.data.examId);
    if (!known) return;
    if (event.type === 'MockExamAnswered') {
      const { questionId, selectedOptionIds, guessed, flagged, answeredAt } = event.data;
      await ctx.upsert(MOCK_EXAMS, {
        ...known,
        answers: { ...known.answers, [questionId]: { selectedOptionIds, guessed, flagged, answeredAt } },
      });
      return;
    }
    await ctx.upsert(MOCK_EXAMS, {
      ...known,
      submittedAt: event.data.submittedAt,
      reason: event.data.reason,
    });
    for (const questionSetId of known.exam.questionSetIds)
      ctx.notify(learnerChanged(known.userId, questionSetId, event.position));
  },
});
