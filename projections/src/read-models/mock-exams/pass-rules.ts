import type { PassRuleSet, QuestionSetEvent } from '@exam/domain';
import { defineProjection, type Recorded } from '../../runner/projection.js';
import { EXAM_PASS_RULES, type ExamPassRuleDocument } from './types.js';

/** Sets' mock-exam pass rules (issue 17), for set info and for starting an exam. */
export const examPassRulesProjection = defineProjection({
  name: 'exam-pass-rules',
  collections: [{ name: EXAM_PASS_RULES, indexes: [] }],
  handles: ['PassRuleSet', 'QuestionSetDeleted'],
  async apply(recorded, ctx) {
    const event = recorded as Recorded<PassRuleSet | QuestionSetEvent>;
    if (event.type === 'PassRuleSet') {
      const { questionSetId, overall, categoryMinimum } = event.data;
      await ctx.upsert<ExamPassRuleDocument>(EXAM_PASS_RULES, {
        id: questionSetId,
        overall,
        categoryMinimum,
      });
    } else if (event.type === 'QuestionSetDeleted')
      await ctx.delete(EXAM_PASS_RULES, event.data.questionSetId);
  },
});
