import { optionLabel, type QuestionData, type QuestionSetEvent } from '@exam/domain';
import { invalidate } from '../../runner/notifications.js';
import { defineProjection, type ProjectionContext, type Recorded } from '../../runner/projection.js';
import { SET_QUESTION_COUNTS, SET_QUESTIONS, type SetQuestion, type SetQuestionCount } from '../types.js';

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
  keepOptionOrder: question.keepOptionOrder === true,
  createdAt: at,
  updatedAt: at,
});

const questionsOf = (ctx: ProjectionContext, questionSetId: string) =>
  ctx.find<SetQuestion>(SET_QUESTIONS, { questionSetId }, { sort: [['orderIndex', 1]] });

/** The questions at or after an order index, in order: the ones an insert or a removal there moves. */
const questionsFrom = (ctx: ProjectionContext, questionSetId: string, orderIndex: number) =>
  ctx.find<SetQuestion>(
    SET_QUESTIONS,
    { questionSetId, orderIndex: { $gte: orderIndex } },
    { sort: [['orderIndex', 1]] },
  );

/**
 * How many questions the set has: its count document, so that adding at the end reads no other question.
 * A set counted before the count documents existed is counted once here, then kept.
 */
const countOf = async (ctx: ProjectionContext, questionSetId: string): Promise<number> => {
  const counted = await ctx.get<SetQuestionCount>(SET_QUESTION_COUNTS, questionSetId);
  return counted ? counted.count : (await questionsOf(ctx, questionSetId)).length;
};

const setCount = (ctx: ProjectionContext, questionSetId: string, count: number) =>
  ctx.upsert<SetQuestionCount>(SET_QUESTION_COUNTS, { id: questionSetId, count });

/** Moves the given questions by `by` places (an insert or a removal before them); `updatedAt` stays. */
const shift = async (ctx: ProjectionContext, questions: readonly SetQuestion[], by: number) => {
  for (const question of questions)
    await ctx.upsert<SetQuestion>(SET_QUESTIONS, { ...question, orderIndex: question.orderIndex + by });
};

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
  collections: [
    { name: SET_QUESTIONS, indexes: [{ fields: ['questionSetId', 'orderIndex'] }] },
    { name: SET_QUESTION_COUNTS, indexes: [] },
  ],
  handles: [
    'QuestionAdded',
    'QuestionChanged',
    'QuestionRemoved',
    'QuestionsReordered',
    'QuestionMoved',
    'QuestionSetDeleted',
  ],
  async apply(recorded, ctx) {
    const event = recorded as QuestionEvent;
    switch (event.type) {
      case 'QuestionAdded': {
        const { questionSetId, question } = event.data;
        // The decider never adds an id twice: a known question is this event delivered again.
        if (await ctx.get<SetQuestion>(SET_QUESTIONS, question.id)) return;
        const count = await countOf(ctx, questionSetId);
        const at = Math.min(Math.max(0, event.data.position), count);
        // At the end (every import): no other question is read or moved. Before the end: those after move.
        if (at < count) await shift(ctx, await questionsFrom(ctx, questionSetId, at), 1);
        await ctx.upsert<SetQuestion>(
          SET_QUESTIONS,
          toSetQuestion(questionSetId, question, at, event.metadata.at),
        );
        await setCount(ctx, questionSetId, count + 1);
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
        const removed = await ctx.get<SetQuestion>(SET_QUESTIONS, questionId);
        if (!removed || removed.questionSetId !== questionSetId) return;
        const count = await countOf(ctx, questionSetId);
        await ctx.delete(SET_QUESTIONS, questionId);
        await shift(ctx, await questionsFrom(ctx, questionSetId, removed.orderIndex + 1), -1);
        await setCount(ctx, questionSetId, Math.max(0, count - 1));
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
      case 'QuestionMoved': {
        const { questionSetId, questionId } = event.data;
        const moving = await ctx.get<SetQuestion>(SET_QUESTIONS, questionId);
        if (!moving || moving.questionSetId !== questionSetId) return;
        const to = Math.min(Math.max(0, event.data.position), (await countOf(ctx, questionSetId)) - 1);
        const from = moving.orderIndex;
        if (to === from) return;
        // Only the questions between the two places move, by one (one index range read): a move to the
        // neighbouring place writes two documents, never the whole set.
        const between = await ctx.find<SetQuestion>(
          SET_QUESTIONS,
          { questionSetId, orderIndex: { $gte: Math.min(from, to), $lte: Math.max(from, to) } },
          { sort: [['orderIndex', 1]] },
        );
        await shift(
          ctx,
          between.filter((question) => question.id !== questionId),
          to < from ? 1 : -1,
        );
        await ctx.upsert<SetQuestion>(SET_QUESTIONS, { ...moving, orderIndex: to });
        setChanged(ctx, event);
        return;
      }
      case 'QuestionSetDeleted': {
        const { questionSetId } = event.data;
        await ctx.deleteMany(SET_QUESTIONS, { questionSetId });
        await ctx.delete(SET_QUESTION_COUNTS, questionSetId);
        setChanged(ctx, event);
        return;
      }
      default:
        return;
    }
  },
});
