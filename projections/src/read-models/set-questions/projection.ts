import { optionLabel, type QuestionData, type QuestionSetEvent } from '@exam/domain';
import { invalidate } from '../../runner/notifications.js';
import { defineProjection, type ProjectionContext, type Recorded } from '../../runner/projection.js';
import { SET_QUESTIONS, type SetQuestion } from '../types.js';

type QuestionEvent = Recorded<QuestionSetEvent>;

const toSetQuestion = (
  questionSetId: string,
  question: QuestionData,
  orderIndex: number,
  at: string,
): SetQuestion => ({
  id: question.id,
  questionSetId,
  orderIndex,
  text: question.text,
  questionType: question.questionType,
  options: question.options.map((option, index) => ({
    id: option.id,
    text: option.text,
    isCorrect: option.isCorrect,
    label: optionLabel(index),
  })),
  explanation: question.explanation,
  createdAt: at,
  updatedAt: at,
});

const questionsOf = (ctx: ProjectionContext, questionSetId: string) =>
  ctx.find<SetQuestion>(SET_QUESTIONS, { questionSetId }, { sort: [['orderIndex', 1]] });

/**
 * Gives the questions the order indexes 0..n-1 in the given order, writing only those that move. A move is
 * not an edit of the question, so `updatedAt` stays.
 */
const renumber = async (ctx: ProjectionContext, ordered: readonly SetQuestion[]): Promise<void> => {
  for (const [orderIndex, question] of ordered.entries()) {
    if (question.orderIndex !== orderIndex)
      await ctx.upsert<SetQuestion>(SET_QUESTIONS, { ...question, orderIndex });
  }
};

const setChanged = (ctx: ProjectionContext, event: QuestionEvent) =>
  ctx.notify(invalidate([{ type: 'QuestionSet', id: event.data.questionSetId }], event.position));

/** The questions of every set in their order, full (collection `set_questions`). */
export const setQuestionsProjection = defineProjection({
  name: 'set-questions',
  collections: [{ name: SET_QUESTIONS, indexes: [{ fields: ['questionSetId', 'orderIndex'] }] }],
  handles: [
    'QuestionAdded',
    'QuestionChanged',
    'QuestionRemoved',
    'QuestionsReordered',
    'QuestionSetDeleted',
  ],
  async apply(recorded, ctx) {
    const event = recorded as QuestionEvent;
    switch (event.type) {
      case 'QuestionAdded': {
        const { questionSetId, question } = event.data;
        // Without the question itself, so that a redelivered add does not count it twice.
        const others = (await questionsOf(ctx, questionSetId)).filter(
          (existing) => existing.id !== question.id,
        );
        const at = Math.min(Math.max(0, event.data.position), others.length);
        const added = toSetQuestion(questionSetId, question, at, event.metadata.at);
        await ctx.upsert<SetQuestion>(SET_QUESTIONS, added);
        await renumber(ctx, [...others.slice(0, at), added, ...others.slice(at)]);
        setChanged(ctx, event);
        return;
      }
      case 'QuestionChanged': {
        const { questionSetId, question } = event.data;
        const current = await ctx.get<SetQuestion>(SET_QUESTIONS, question.id);
        if (!current || current.questionSetId !== questionSetId) return;
        const changed = toSetQuestion(questionSetId, question, current.orderIndex, event.metadata.at);
        await ctx.upsert<SetQuestion>(SET_QUESTIONS, { ...changed, createdAt: current.createdAt });
        setChanged(ctx, event);
        return;
      }
      case 'QuestionRemoved': {
        const { questionSetId, questionId } = event.data;
        const questions = await questionsOf(ctx, questionSetId);
        if (!questions.some((question) => question.id === questionId)) return;
        await ctx.delete(SET_QUESTIONS, questionId);
        await renumber(
          ctx,
          questions.filter((question) => question.id !== questionId),
        );
        setChanged(ctx, event);
        return;
      }
      case 'QuestionsReordered': {
        const { questionSetId, questionIds } = event.data;
        const questions = await questionsOf(ctx, questionSetId);
        const byId = new Map(questions.map((question) => [question.id, question]));
        const listed = questionIds.flatMap((id) => byId.get(id) ?? []);
        // The decider sends every id; any question it did not list keeps its relative order at the end.
        const unlisted = questions.filter((question) => !questionIds.includes(question.id));
        await renumber(ctx, [...new Set([...listed, ...unlisted])]);
        setChanged(ctx, event);
        return;
      }
      case 'QuestionSetDeleted': {
        const questions = await questionsOf(ctx, event.data.questionSetId);
        for (const question of questions) await ctx.delete(SET_QUESTIONS, question.id);
        if (questions.length > 0) setChanged(ctx, event);
        return;
      }
      default:
        return;
    }
  },
});
