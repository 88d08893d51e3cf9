import {
  answerTimeOf,
  isAnswerCorrect,
  type MockExamEvent,
  type PracticeEvent,
  type QuestionSetEvent,
} from '@exam/domain';
import { defineProjection, type Recorded } from '../../runner/projection.js';
import { LEARNING_QUESTIONS, type LearningQuestion } from '../learning-catalogue/types.js';
import { MOCK_EXAMS, type MockExamDocument } from '../mock-exams/types.js';
import { learnerChanged } from '../progress/projection.js';
import { ratingOf, reviewed } from './schedule.js';
import { LEARNING_CARDS, type LearningCard, learningCardId } from './types.js';

type CardEvent = Recorded<PracticeEvent | QuestionSetEvent | MockExamEvent>;

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
  handles: ['AnswerRecorded', 'MockExamSubmitted', 'QuestionRemoved', 'QuestionSetDeleted'],
  async apply(recorded, ctx) {
    const event = recorded as CardEvent;
    const review = async (
      answer: {
        userId: string;
        questionSetId: string;
        questionId: string;
        isCorrect: boolean;
        guessed: boolean;
      },
      at: string,
    ) => {
      const id = learningCardId(answer.userId, answer.questionId);
      const known = await ctx.get<LearningCard>(LEARNING_CARDS, id);
      // An offline answer sent late may be older than the card's last review: scheduled no earlier than it.
      const when = known?.lastReview && known.lastReview > at ? known.lastReview : at;
      const grade = ratingOf(answer, known, when);
      if (grade === null) return;
      const { userId, questionSetId, questionId } = answer;
      await ctx.upsert(
        LEARNING_CARDS,
        reviewed(known, { id, userId, questionSetId, questionId }, grade, when),
      );
      ctx.notify(learnerChanged(userId, questionSetId, event.position));
    };
    switch (event.type) {
      case 'AnswerRecorded':
        await review({ ...event.data, guessed: event.data.guessed === true }, answerTimeOf(event));
        break;
      case 'MockExamSubmitted': {
        // An exam's answers are judged at its end, against the questions as they are then.
        const exam = await ctx.get<MockExamDocument>(MOCK_EXAMS, event.data.examId);
        if (!exam) return;
        for (const { questionId, questionSetId } of exam.exam.questions) {
          const answer = exam.answers[questionId];
          const question = await ctx.get<LearningQuestion>(LEARNING_QUESTIONS, questionId);
          if (!answer || answer.selectedOptionIds.length === 0 || !question) continue;
          const correct = question.options.filter((option) => option.isCorrect).map((option) => option.id);
          const isCorrect = isAnswerCorrect(question.questionType, answer.selectedOptionIds, correct);
          await review(
            { userId: exam.userId, questionSetId, questionId, isCorrect, guessed: answer.guessed },
            event.data.submittedAt,
          );
        }
        break;
      }
      case 'QuestionRemoved':
      case 'QuestionSetDeleted': {
        const filter =
          event.type === 'QuestionRemoved'
            ? { questionId: event.data.questionId }
            : { questionSetId: event.data.questionSetId };
        await ctx.deleteMany(LEARNING_CARDS, filter);
        break;
      }
    }
  },
});
