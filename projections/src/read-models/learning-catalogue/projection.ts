import { optionLabel, type QuestionData, type QuestionSetEvent } from '@exam/domain';
import { defineProjection, type Recorded } from '../../runner/projection.js';
import { LEARNING_QUESTIONS, LEARNING_SETS, type LearningQuestion, type LearningSet } from './types.js';

type CatalogueEvent = Recorded<QuestionSetEvent>;

const toLearningQuestion = (questionSetId: string, question: QuestionData): LearningQuestion => ({
  id: question.id,
  questionSetId,
  text: question.text,
  questionType: question.questionType,
  options: question.options.map((option, index) => ({ ...option, label: optionLabel(index) })),
  explanation: question.explanation,
  keepOptionOrder: question.keepOptionOrder === true,
});

/** Titles, question counts and question content, for the progress and wrong-answer read models. */
export const learningCatalogueProjection = defineProjection({
  name: 'learning-catalogue',
  collections: [
    { name: LEARNING_SETS, indexes: [] },
    { name: LEARNING_QUESTIONS, indexes: [{ fields: ['questionSetId'] }] },
  ],
  handles: [
    'QuestionSetCreated',
    'QuestionSetDetailsChanged',
    'QuestionAdded',
    'QuestionChanged',
    'QuestionRemoved',
    'QuestionSetOptionOrderChanged',
    'QuestionSetDeleted',
  ],
  async apply(recorded, ctx) {
    const event = recorded as CatalogueEvent;
    const questionSetId = event.data.questionSetId;
    const set = await ctx.get<LearningSet>(LEARNING_SETS, questionSetId);
    switch (event.type) {
      case 'QuestionSetCreated':
        await ctx.upsert<LearningSet>(LEARNING_SETS, {
          id: questionSetId,
          title: event.data.title,
          questionCount: 0,
          keepOptionOrder: false,
        });
        return;
      case 'QuestionSetDetailsChanged':
        if (set) await ctx.upsert<LearningSet>(LEARNING_SETS, { ...set, title: event.data.title });
        return;
      case 'QuestionAdded': {
        if (!set) return;
        const known = await ctx.get<LearningQuestion>(LEARNING_QUESTIONS, event.data.question.id);
        await ctx.upsert(LEARNING_QUESTIONS, toLearningQuestion(questionSetId, event.data.question));
        if (!known)
          await ctx.upsert<LearningSet>(LEARNING_SETS, { ...set, questionCount: set.questionCount + 1 });
        return;
      }
      case 'QuestionChanged':
        if (await ctx.get(LEARNING_QUESTIONS, event.data.question.id))
          await ctx.upsert(LEARNING_QUESTIONS, toLearningQuestion(questionSetId, event.data.question));
        return;
      case 'QuestionSetOptionOrderChanged':
        if (set)
          await ctx.upsert<LearningSet>(LEARNING_SETS, {
            ...set,
            keepOptionOrder: event.data.keepOptionOrder,
          });
        return;
      case 'QuestionRemoved':
        if (!set || !(await ctx.get(LEARNING_QUESTIONS, event.data.questionId))) return;
        await ctx.delete(LEARNING_QUESTIONS, event.data.questionId);
        await ctx.upsert<LearningSet>(LEARNING_SETS, {
          ...set,
          questionCount: Math.max(0, set.questionCount - 1),
        });
        return;
      case 'QuestionSetDeleted': {
        await ctx.deleteMany(LEARNING_QUESTIONS, { questionSetId });
        if (set) await ctx.delete(LEARNING_SETS, questionSetId);
        return;
      }
      default:
        return;
    }
  },
});
