import { optionLabel, type QuestionData, type QuestionSetEvent } from '@exam/domain';
import { invalidate } from '../../runner/notifications.js';
import { defineProjection, type ProjectionContext, type Recorded } from '../../runner/projection.js';
import { SET_QUESTION_COUNTS, SET_QUESTIONS, type SetQuestion, type SetQuestionCount } from '../types.js';
import { inSetOrder } from './in-order.js';
import { laterRank, rankBetween, ranksInOrder } from './rank.js';

type QuestionEvent = Recorded<QuestionSetEvent>;

const toSetQuestion = (
  questionSetId: string,
  question: QuestionData,
  place: { rank: string; slot: number },
  at: string,
): SetQuestion => ({
  id: question.id,
  questionSetId,
  rank: place.rank,
  slot: place.slot,
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

const questionsOf = (ctx: ProjectionContext, questionSetId: string) => {
  const { filter, sort } = inSetOrder(questionSetId);
  return ctx.find<SetQuestion>(SET_QUESTIONS, filter, { sort });
};

/**
 * How many questions the set has and a key at or after its last rank: its count document, so that adding at
 * the end reads no other question. A set counted before the count documents existed is counted once here.
 */
const orderOf = async (ctx: ProjectionContext, questionSetId: string): Promise<SetQuestionCount> => {
  const counted = await ctx.get<SetQuestionCount>(SET_QUESTION_COUNTS, questionSetId);
  if (counted) return counted;
  const questions = await questionsOf(ctx, questionSetId);
  return { id: questionSetId, count: questions.length, lastRank: questions.at(-1)?.rank ?? null };
};

const setOrder = (ctx: ProjectionContext, questionSetId: string, count: number, lastRank: string | null) =>
  ctx.upsert<SetQuestionCount>(SET_QUESTION_COUNTS, { id: questionSetId, count, lastRank });

/**
 * The ranks on either side of place `at` in the set's order without `except` (the question being moved): one
 * read of at most two questions on the set's index.
 */
const neighboursAt = async (
  ctx: ProjectionContext,
  questionSetId: string,
  at: number,
  except?: string,
): Promise<[before: string | null, after: string | null]> => {
  const { filter, sort } = inSetOrder(questionSetId);
  const found = await ctx.find<SetQuestion>(
    SET_QUESTIONS,
    except === undefined ? filter : { ...filter, id: { $ne: except } },
    at === 0 ? { sort, limit: 1 } : { sort, skip: at - 1, limit: 2 },
  );
  const [before, after] = at === 0 ? [undefined, found[0]] : found;
  return [before?.rank ?? null, after?.rank ?? null];
};

/** The question in the set's last slot takes the removed question's slot, so that the slots stay 0..n-1. */
const fillSlot = async (ctx: ProjectionContext, removed: SetQuestion, lastSlot: number) => {
  if (removed.slot === lastSlot) return;
  const [last] = await ctx.find<SetQuestion>(
    SET_QUESTIONS,
    { questionSetId: removed.questionSetId, slot: { $gte: lastSlot, $lte: lastSlot } },
    { limit: 1 },
  );
  if (last && last.id !== removed.id)
    await ctx.upsert<SetQuestion>(SET_QUESTIONS, { ...last, slot: removed.slot });
};

/** A move is not an edit of the question, so `updatedAt` stays. */
const rerank = (ctx: ProjectionContext, question: SetQuestion, rank: string) =>
  ctx.upsert<SetQuestion>(SET_QUESTIONS, { ...question, rank });

const setChanged = (ctx: ProjectionContext, event: QuestionEvent) =>
  ctx.notify(invalidate([{ type: 'QuestionSet', id: event.data.questionSetId }], event.position));

/** The questions of every set in their order, full (collection `set_questions`). */
export const setQuestionsProjection = defineProjection({
  name: 'set-questions',
  collections: [
    {
      name: SET_QUESTIONS,
      indexes: [{ fields: ['questionSetId', 'rank'] }, { fields: ['questionSetId', 'slot'] }],
    },
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
        const order = await orderOf(ctx, questionSetId);
        const at = Math.min(Math.max(0, event.data.position), order.count);
        // At the end (every import): no question is read. Before the end: its two neighbours, none moves.
        const [before, after] =
          at === order.count ? [order.lastRank ?? null, null] : await neighboursAt(ctx, questionSetId, at);
        const rank = rankBetween(before, after);
        await ctx.upsert<SetQuestion>(
          SET_QUESTIONS,
          toSetQuestion(questionSetId, question, { rank, slot: order.count }, event.metadata.at),
        );
        await setOrder(ctx, questionSetId, order.count + 1, laterRank(order.lastRank, rank));
        setChanged(ctx, event);
        return;
      }
      case 'QuestionChanged': {
        const { questionSetId, question } = event.data;
        const current = await ctx.get<SetQuestion>(SET_QUESTIONS, question.id);
        if (!current || current.questionSetId !== questionSetId) return;
        const changed = toSetQuestion(questionSetId, question, current, event.metadata.at);
        await ctx.upsert<SetQuestion>(SET_QUESTIONS, { ...changed, createdAt: current.createdAt });
        setChanged(ctx, event);
        return;
      }
      case 'QuestionRemoved': {
        const { questionSetId, questionId } = event.data;
        const removed = await ctx.get<SetQuestion>(SET_QUESTIONS, questionId);
        if (!removed || removed.questionSetId !== questionSetId) return;
        const order = await orderOf(ctx, questionSetId);
        // The questions after it keep their ranks: their numbers, computed when read, go down by one.
        await ctx.delete(SET_QUESTIONS, questionId);
        await fillSlot(ctx, removed, order.count - 1);
        await setOrder(ctx, questionSetId, Math.max(0, order.count - 1), order.lastRank ?? null);
        setChanged(ctx, event);
        return;
      }
      case 'QuestionsReordered': {
        const { questionSetId, questionIds } = event.data;
        const questions = await questionsOf(ctx, questionSetId);
        const byId = new Map(questions.map((question) => [question.id, question]));
        const listed = questionIds.flatMap((id) => byId.get(id) ?? []);
        // The decider sends every id; any question it did not list keeps its relative order at the end.
        const listedIds = new Set(questionIds);
        const unlisted = questions.filter((question) => !listedIds.has(question.id));
        // A whole new order (the old client's PUT): fresh evenly spaced keys, written where they differ.
        const ordered = [...new Set([...listed, ...unlisted])];
        const ranks = ranksInOrder(ordered.length);
        for (const [index, question] of ordered.entries())
          if (question.rank !== ranks[index]) await rerank(ctx, question, ranks[index] as string);
        const order = await orderOf(ctx, questionSetId);
        await setOrder(ctx, questionSetId, order.count, laterRank(order.lastRank, ranks.at(-1) ?? ''));
        setChanged(ctx, event);
        return;
      }
      case 'QuestionMoved': {
        const { questionSetId, questionId } = event.data;
        const moving = await ctx.get<SetQuestion>(SET_QUESTIONS, questionId);
        if (!moving || moving.questionSetId !== questionSetId) return;
        const order = await orderOf(ctx, questionSetId);
        const to = Math.min(Math.max(0, event.data.position), order.count - 1);
        // Its new neighbours in the order without it: if it already sits between them, it is there already.
        const [before, after] = await neighboursAt(ctx, questionSetId, to, questionId);
        if ((before === null || before < moving.rank) && (after === null || moving.rank < after)) return;
        // One document written, wherever it goes: the others keep their ranks.
        const rank = rankBetween(before, after);
        await rerank(ctx, moving, rank);
        if (after === null) await setOrder(ctx, questionSetId, order.count, laterRank(order.lastRank, rank));
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
