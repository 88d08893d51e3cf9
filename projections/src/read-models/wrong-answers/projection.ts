import type { PracticeEvent, QuestionSetEvent } from '@exam/domain';
import { defineProjection, type ProjectionContext, type Recorded } from '../../runner/projection.js';
import {
  LEARNING_QUESTIONS,
  LEARNING_SETS,
  type LearningQuestion,
  type LearningSet,
} from '../learning-catalogue/types.js';
import { learnerChanged } from '../progress/projection.js';
import { WRONG_ANSWERS, type WrongAnswerDocument, wrongAnswerId } from './types.js';

type WrongAnswerEvent = Recorded<PracticeEvent | QuestionSetEvent>;

const questionFields = (question: LearningQuestion) => ({
  question: question.text,
  options: question.options,
  questionType: question.questionType,
  correctOptionIds: question.options.filter((option) => option.isCorrect).map((option) => option.id),
  explanation: question.explanation,
});

const applyAnswer = async (
  event: Recorded<Extract<PracticeEvent, { type: 'AnswerRecorded' }>>,
  ctx: ProjectionContext,
) => {
  const { userId, questionSetId, questionId, isCorrect, selectedOptionIds, guessed } = event.data;
  const id = wrongAnswerId(userId, questionId);
  const known = await ctx.get<WrongAnswerDocument>(WRONG_ANSWERS, id);
  // A right answer marked 自信なし goes into the book like a mistake (marked guessedRight); a sure one resolves.
  if (isCorrect && !guessed) {
    if (known && !known.resolved)
      await ctx.upsert(WRONG_ANSWERS, { ...known, resolved: true, updatedAt: event.metadata.at });
    return;
  }
  const question = await ctx.get<LearningQuestion>(LEARNING_QUESTIONS, questionId);
  const set = await ctx.get<LearningSet>(LEARNING_SETS, questionSetId);
  if (!question || !set) return;
  await ctx.upsert<WrongAnswerDocument>(WRONG_ANSWERS, {
    id,
    userId,
    questionSetId,
    questionId,
    ...questionFields(question),
    selectedOptionIds,
    memo: known?.memo ?? '',
    resolved: false,
    guessedRight: isCorrect,
    createdAt: known?.createdAt ?? event.metadata.at,
    updatedAt: event.metadata.at,
    questionSet: { id: set.id, title: set.title },
  });
};

/** Catalogue edits reach the book: new question text and options, new set title; a deleted set empties it. */
const applyCatalogue = async (event: Recorded<QuestionSetEvent>, ctx: ProjectionContext) => {
  const changed: WrongAnswerDocument[] = [];
  switch (event.type) {
    case 'QuestionChanged': {
      const question = await ctx.get<LearningQuestion>(LEARNING_QUESTIONS, event.data.question.id);
      if (!question) return;
      for (const doc of await ctx.find<WrongAnswerDocument>(WRONG_ANSWERS, { questionId: question.id })) {
        await ctx.upsert(WRONG_ANSWERS, { ...doc, ...questionFields(question) });
        changed.push(doc);
      }
      break;
    }
    case 'QuestionSetDetailsChanged': {
      const { questionSetId, title } = event.data;
      for (const doc of await ctx.find<WrongAnswerDocument>(WRONG_ANSWERS, { questionSetId })) {
        await ctx.upsert(WRONG_ANSWERS, { ...doc, questionSet: { id: questionSetId, title } });
        changed.push(doc);
      }
      break;
    }
    case 'QuestionRemoved':
    case 'QuestionSetDeleted': {
      const filter =
        event.type === 'QuestionRemoved'
          ? { questionId: event.data.questionId }
          : { questionSetId: event.data.questionSetId };
      for (const doc of await ctx.find<WrongAnswerDocument>(WRONG_ANSWERS, filter)) {
        await ctx.delete(WRONG_ANSWERS, doc.id);
        changed.push(doc);
      }
      break;
    }
    default:
      return;
  }
  for (const doc of changed) ctx.notify(learnerChanged(doc.userId, doc.questionSetId, event.position));
};

/** The wrong-answer book (collection `wrong_answers`). */
export const wrongAnswersProjection = defineProjection({
  name: 'wrong-answers',
  collections: [
    {
      name: WRONG_ANSWERS,
      indexes: [
        { fields: ['userId', 'createdAt'] },
        { fields: ['questionSetId'] },
        { fields: ['questionId'] },
      ],
    },
  ],
  handles: [
    'AnswerRecorded',
    'WrongAnswerMemoChanged',
    'WrongAnswerRemoved',
    'QuestionChanged',
    'QuestionRemoved',
    'QuestionSetDetailsChanged',
    'QuestionSetDeleted',
  ],
  async apply(recorded, ctx) {
    const event = recorded as WrongAnswerEvent;
    switch (event.type) {
      case 'AnswerRecorded':
        await applyAnswer(event, ctx);
        break;
      case 'WrongAnswerMemoChanged': {
        const { userId, questionId, memo } = event.data;
        const known = await ctx.get<WrongAnswerDocument>(WRONG_ANSWERS, wrongAnswerId(userId, questionId));
        if (!known) return;
        await ctx.upsert(WRONG_ANSWERS, { ...known, memo, updatedAt: event.metadata.at });
        break;
      }
      case 'WrongAnswerRemoved': {
        const { userId, questionId } = event.data;
        await ctx.delete(WRONG_ANSWERS, wrongAnswerId(userId, questionId));
        break;
      }
      default:
        return applyCatalogue(event as Recorded<QuestionSetEvent>, ctx);
    }
    const { userId, questionSetId } = event.data as { userId: string; questionSetId: string };
    ctx.notify(learnerChanged(userId, questionSetId, event.position));
  },
});
