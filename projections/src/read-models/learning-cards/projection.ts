import type { PracticeEvent, QuestionSetEvent } from '@exam/domain';
import { defineProjection, type Recorded } from '../../runner/projection.js';
import { learnerChanged } from '../progress/projection.js';
import { ratingOf, reviewed } from './schedule.js';
import { LEARNING_CARDS, type LearningCard, learningCardId } from './types.js';

type CardEvent = Recorded<PracticeEvent | QuestionSetEvent>;

/**
 * The learning path (issue 17): one FSRS card per learner and question that a wrong or unsure answer put in the
 * queue, rescheduled by each later answer at that answer's time (so a rebuild schedules the same days). Cards of
 * removed questions and deleted sets go; cards of a set whose access ended stay (the queue shows them locked).
 */
export const learningCardsProjection = defineProjection({
  name: 'learning-cards',
  collections: [
    {
      name: LEARNING_CARDS,
      indexes: [{ fields: ['userId', 'due'] }, { fields: ['questionId'] }, { fields: ['questionSetId'] }],
    },
  ],
  handles: ['AnswerRecorded', 'QuestionRemoved', 'QuestionSetDeleted'],
  async apply(recorded, ctx) {
    const event = recorded as CardEvent;
    switch (event.type) {
      case 'AnswerRecorded': {
        const { userId, questionSetId, questionId, isCorrect, guessed } = event.data;
        const id = learningCardId(userId, questionId);
        const known = await ctx.get<LearningCard>(LEARNING_CARDS, id);
        const grade = ratingOf({ isCorrect, guessed: guessed === true }, known, event.metadata.at);
        if (grade === null) return;
        await ctx.upsert(
          LEARNING_CARDS,
          reviewed(known, { id, userId, questionSetId, questionId }, grade, event.metadata.at),
        );
        ctx.notify(learnerChanged(userId, questionSetId, event.position));
        break;
      }
      case 'QuestionRemoved':
      case 'QuestionSetDeleted': {
        const filter =
          event.type === 'QuestionRemoved'
            ? { questionId: event.data.questionId }
            : { questionSetId: event.data.questionSetId };
        for (const card of await ctx.find<LearningCard>(LEARNING_CARDS, filter))
          await ctx.delete(LEARNING_CARDS, card.id);
        break;
      }
    }
  },
});
