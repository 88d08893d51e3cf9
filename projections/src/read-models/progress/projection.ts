import { accuracyPercent, answerTimeOf, type PracticeEvent, type QuestionSetEvent } from '@exam/domain';
import { invalidate } from '../../runner/notifications.js';
import { defineProjection, type ProjectionContext, type Recorded } from '../../runner/projection.js';
import { LEARNING_SETS, type LearningSet } from '../learning-catalogue/types.js';
import {
  PROGRESS,
  PROGRESS_RECORDS,
  type ProgressDocument,
  type ProgressRecord,
  progressDocumentId,
  progressRecordId,
} from './types.js';

type ProgressEvent = Recorded<PracticeEvent | QuestionSetEvent>;

/** The invalidation of docs/contracts.md for one learner: their stats of the set and their wrong answers. */
export const learnerChanged = (userId: string, questionSetId: string, position: number) =>
  invalidate(
    [
      { type: 'Progress', id: questionSetId },
      { type: 'WrongAnswer', id: 'LIST' },
    ],
    position,
    [`user:${userId}`],
  );

/** The room of everyone following a set (docs/contracts.md): a learner's sockets join it with their progress. */
export const setRoom = (questionSetId: string) => `set:${questionSetId}`;

/**
 * The invalidation of a catalogue change for every learner of the set at once: one message to the set's room,
 * whatever the number of learners (their documents hold no copy of the set's title or total to rewrite).
 */
export const setLearnersChanged = (questionSetId: string, position: number) =>
  invalidate(
    [
      { type: 'Progress', id: questionSetId },
      { type: 'WrongAnswer', id: 'LIST' },
    ],
    position,
    [setRoom(questionSetId)],
  );

/** Documents written before the set's title and total were joined at query time carry copies: dropped. */
type LegacyProgressDocument = ProgressDocument & {
  answeredQuestions?: unknown;
  title?: unknown;
  totalQuestions?: unknown;
};

type Counts = Pick<ProgressDocument, 'completedQuestions' | 'correctAnswers' | 'totalTimeSpent'> & {
  answersGiven: number;
};

/** The derived figures with the counts; accuracy is capped at 100 by accuracyPercent. */
const withCounts = (doc: ProgressDocument, counts: Counts): ProgressDocument => ({
  ...doc,
  ...counts,
  averageTimeSpent: counts.answersGiven === 0 ? 0 : Math.round(counts.totalTimeSpent / counts.answersGiven),
  accuracy: accuracyPercent(counts.correctAnswers, counts.completedQuestions),
});

const answersGivenOf = (doc: ProgressDocument) => doc.answersGiven ?? doc.completedQuestions;

/** The counts once `answer` replaces `earlier`, the learner's previous answer of that question (if any). */
const countsAfter = (
  doc: ProgressDocument,
  earlier: ProgressRecord | null,
  answer: { isCorrect: boolean; timeSpentMs: number },
): Counts => ({
  completedQuestions: doc.completedQuestions + (earlier ? 0 : 1),
  correctAnswers: doc.correctAnswers + Number(answer.isCorrect) - Number(earlier?.isCorrect ?? false),
  // Time spent is time spent: a faster re-answer adds its time, it never takes the earlier one back.
  totalTimeSpent: doc.totalTimeSpent + answer.timeSpentMs,
  answersGiven: answersGivenOf(doc) + 1,
});

const emptyProgress = (userId: string, set: LearningSet, at: string): ProgressDocument => ({
  id: progressDocumentId(userId, set.id),
  userId,
  questionSetId: set.id,
  completedQuestions: 0,
  correctAnswers: 0,
  totalTimeSpent: 0,
  averageTimeSpent: 0,
  accuracy: 0,
  lastAccessed: at,
  lastQuestionIndex: 0,
});

/** The learner's document of the set, created on first use; null when the set is gone. */
const progressOf = async (ctx: ProjectionContext, userId: string, questionSetId: string, at: string) => {
  const set = await ctx.get<LearningSet>(LEARNING_SETS, questionSetId);
  if (!set) return null;
  const stored: LegacyProgressDocument =
    (await ctx.get<ProgressDocument>(PROGRESS, progressDocumentId(userId, questionSetId))) ??
    emptyProgress(userId, set, at);
  // Documents written before the answers moved to the records carry them still: they are dropped here.
  const { answeredQuestions: _dropped, title: _title, totalQuestions: _total, ...doc } = stored;
  // An offline answer sent late carries its own, earlier time: the last access never moves back.
  return { ...doc, lastAccessed: doc.lastAccessed > at ? doc.lastAccessed : at };
};

const applyPractice = async (event: Recorded<PracticeEvent>, ctx: ProjectionContext): Promise<void> => {
  const { userId, questionSetId } = event.data;
  const at = event.type === 'AnswerRecorded' ? answerTimeOf(event) : event.metadata.at;
  const doc = await progressOf(ctx, userId, questionSetId, at);
  if (!doc) return;
  switch (event.type) {
    case 'AnswerRecorded': {
      const { questionId, questionIndex, isCorrect, selectedOptionIds, timeSpentMs } = event.data;
      const recordId = progressRecordId(userId, questionId);
      const known = await ctx.get<ProgressRecord>(PROGRESS_RECORDS, recordId);
      const earlier = known?.questionSetId === questionSetId ? known : null;
      // An offline answer sent after a newer answer of the same question: the newer one stays the record.
      if (earlier && earlier.updatedAt > at) {
        if (earlier.createdAt > at)
          await ctx.upsert<ProgressRecord>(PROGRESS_RECORDS, { ...earlier, createdAt: at });
        // Its time was still spent studying.
        await ctx.upsert(
          PROGRESS,
          withCounts(doc, {
            completedQuestions: doc.completedQuestions,
            correctAnswers: doc.correctAnswers,
            totalTimeSpent: doc.totalTimeSpent + timeSpentMs,
            answersGiven: answersGivenOf(doc) + 1,
          }),
        );
        break;
      }
      await ctx.upsert(PROGRESS, {
        ...withCounts(doc, countsAfter(doc, earlier, { isCorrect, timeSpentMs })),
        lastQuestionIndex: questionIndex,
      });
      await ctx.upsert<ProgressRecord>(PROGRESS_RECORDS, {
        id: recordId,
        userId,
        questionId,
        questionSetId,
        questionIndex,
        selectedOption: selectedOptionIds,
        isCorrect,
        timeSpent: timeSpentMs,
        createdAt: known?.createdAt ?? at,
        updatedAt: at,
      });
      break;
    }
    case 'ProgressSaved':
      await ctx.upsert(PROGRESS, { ...doc, lastQuestionIndex: event.data.lastQuestionIndex });
      break;
    case 'PracticeReset': {
      await ctx.upsert(PROGRESS, {
        ...withCounts(doc, { completedQuestions: 0, correctAnswers: 0, totalTimeSpent: 0, answersGiven: 0 }),
        lastQuestionIndex: 0,
      });
      await ctx.deleteMany(PROGRESS_RECORDS, { userId, questionSetId });
      break;
    }
    default:
      return;
  }
  ctx.notify(learnerChanged(userId, questionSetId, event.position));
};

/**
 * A catalogue change costs the same whatever the number of learners: titles and totals are joined at query
 * time from the set's one `learning_sets` document, so nothing is rewritten; a deleted set's documents go in
 * two filtered deletes. One notification reaches the set's room.
 */
const applyCatalogue = async (event: Recorded<QuestionSetEvent>, ctx: ProjectionContext): Promise<void> => {
  const { questionSetId } = event.data;
  if (event.type === 'QuestionSetDeleted') {
    await ctx.deleteMany(PROGRESS, { questionSetId });
    await ctx.deleteMany(PROGRESS_RECORDS, { questionSetId });
  }
  ctx.notify(setLearnersChanged(questionSetId, event.position));
};

/** `progress` (stats per learner and set) and `progress_records` (latest answer per learner and question). */
export const progressProjection = defineProjection({
  name: 'progress',
  collections: [
    { name: PROGRESS, indexes: [{ fields: ['userId'] }, { fields: ['questionSetId'] }] },
    {
      name: PROGRESS_RECORDS,
      indexes: [{ fields: ['userId', 'questionSetId'] }, { fields: ['questionSetId'] }],
    },
  ],
  handles: [
    'AnswerRecorded',
    'ProgressSaved',
    'PracticeReset',
    'QuestionSetDetailsChanged',
    'QuestionAdded',
    'QuestionRemoved',
    'QuestionSetDeleted',
  ],
  async apply(recorded, ctx) {
    const event = recorded as ProgressEvent;
    if (event.type === 'AnswerRecorded' || event.type === 'ProgressSaved' || event.type === 'PracticeReset')
      return applyPractice(event as Recorded<PracticeEvent>, ctx);
    return applyCatalogue(event as Recorded<QuestionSetEvent>, ctx);
  },
});
