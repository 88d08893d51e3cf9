import { answerTimeOf, type PracticeEvent, type QuestionSetEvent } from '@exam/domain';
import { defineProjection, type ProjectionContext, type Recorded } from '../../runner/projection.js';
import { LEARNING_QUESTIONS, LEARNING_SETS } from '../learning-catalogue/types.js';
import { learnerChanged, setLearnersChanged } from '../progress/projection.js';
import { PROGRESS_RECORDS, type ProgressRecord, progressRecordId } from '../progress/types.js';
import { WRONG_ANSWERS, type WrongAnswerDocument, wrongAnswerId } from './types.js';

type WrongAnswerEvent = Recorded<PracticeEvent | QuestionSetEvent>;

const applyAnswer = async (
  event: Recorded<Extract<PracticeEvent, { type: 'AnswerRecorded' }>>,
  ctx: ProjectionContext,
) => {
  const { userId, questionSetId, questionId, isCorrect, selectedOptionIds, guessed } = event.data;
  const id = wrongAnswerId(userId, questionId);
  const known = await ctx.get<WrongAnswerDocument>(WRONG_ANSWERS, id);
  const at = answerTimeOf(event);
  // An offline answer sent after a newer answer of the same question changes nothing: the newest answer decides.
  if (known && (known.answeredAt ?? known.updatedAt) > at) return;
  // A right answer marked 自信なし goes into the book like a mistake (marked guessedRight); a sure one resolves.
  if (isCorrect && !guessed) {
    if (known && !known.resolved)
      await ctx.upsert(WRONG_ANSWERS, { ...known, resolved: true, updatedAt: at, answeredAt: at });
    return;
  }
  // The question's content and the set's title are joined at query time: only whether they exist matters here.
  if (!(await ctx.get(LEARNING_QUESTIONS, questionId)) || !(await ctx.get(LEARNING_SETS, questionSetId)))
    return;
  // A mistake made offline and sent after a newer sure right answer: in the book, already resolved.
  const newer = await ctx.get<ProgressRecord>(PROGRESS_RECORDS, progressRecordId(userId, questionId));
  const resolvedSince = newer && newer.updatedAt > at && newer.isCorrect ? newer.updatedAt : null;
  await ctx.upsert<WrongAnswerDocument>(WRONG_ANSWERS, {
    id,
    userId,
    questionSetId,
    questionId,
    selectedOptionIds,
    memo: known?.memo ?? '',
    resolved: resolvedSince !== null,
    guessedRight: isCorrect,
    createdAt: known?.createdAt ?? at,
    updatedAt: resolvedSince ?? at,
    answeredAt: resolvedSince ?? at,
  });
};

/**
 * Catalogue edits reach the book without touching it: question content and set titles are joined at query
 * time, so an edit only notifies the set's room; a removed question or a deleted set empties the book of it
 * in one filtered delete.
 */
const applyCatalogue = async (event: Recorded<QuestionSetEvent>, ctx: ProjectionContext) => {
  switch (event.type) {
    case 'QuestionChanged':
    case 'QuestionSetDetailsChanged':
      break;
    case 'QuestionRemoved':
      await ctx.deleteMany(WRONG_ANSWERS, { questionId: event.data.questionId });
      break;
    case 'QuestionSetDeleted':
      await ctx.deleteMany(WRONG_ANSWERS, { questionSetId: event.data.questionSetId });
      break;
    default:
      return;
  }
  ctx.notify(setLearnersChanged(event.data.questionSetId, event.position));
};

/** The wrong-answer book (collection `wrong_answers`). */
export const wrongAnswersProjection = defineProjection({
  name: 'wrong-answers',
  collections: [
    {
      name: WRONG_ANSWERS,
      indexes: [
        { fields: ['userId', 'createdAt'] },
        // The profile's pages of one set (issue 35: GET /wrong-answers?questionSetId=&page=).
        { fields: ['userId', 'questionSetId', 'createdAt'] },
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
