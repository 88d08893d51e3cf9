import type { MockExamCommand } from './commands.js';
import type { MockExamEvent } from './events.js';
import {
  examAlreadyStarted,
  examEnded,
  examNotDueYet,
  examNotFound,
  examNotYours,
  examOptionNotInQuestion,
  questionNotInExam,
} from './messages.js';
import type { MockExamState } from './state.js';

const running = (state: MockExamState, userId: string, at: string) => {
  if (state.status === 'absent') throw examNotFound();
  if (state.exam.userId !== userId) throw examNotYours();
  if (state.status === 'submitted' || Date.parse(at) > Date.parse(state.exam.deadline)) throw examEnded();
  return state;
};

/**
 * Issue 17: the server times the exam. Answers are accepted (and may change) until the deadline or the
 * submission, by the exam's owner only; after that every change is refused with 409 and nothing is appended.
 * The deadline's own submission (reason `deadline`) is accepted only once the deadline has passed.
 */
export const decideMockExam = (command: MockExamCommand, state: MockExamState): MockExamEvent[] => {
  switch (command.type) {
    case 'StartMockExam':
      if (state.status !== 'absent') throw examAlreadyStarted();
      return [{ type: 'MockExamStarted', data: command.data }];
    case 'AnswerMockExam': {
      const { examId, userId, questionId, at, guessed, flagged, optionIds } = command.data;
      const exam = running(state, userId, at).exam;
      if (!exam.questions.some((question) => question.questionId === questionId)) throw questionNotInExam();
      const selectedOptionIds = [...new Set(command.data.selectedOptionIds)];
      if (!selectedOptionIds.every((id) => optionIds.includes(id))) throw examOptionNotInQuestion();
      return [
        {
          type: 'MockExamAnswered',
          data: { examId, questionId, selectedOptionIds, guessed, flagged, answeredAt: at },
        },
      ];
    }
    case 'SubmitMockExam': {
      const { examId, userId, at, reason } = command.data;
      if (state.status === 'absent') throw examNotFound();
      if (state.exam.userId !== userId) throw examNotYours();
      if (state.status === 'submitted') throw examEnded();
      if (reason === 'deadline' && Date.parse(at) < Date.parse(state.exam.deadline)) throw examNotDueYet();
      // A learner's late submission still ends the exam, at the deadline (answers after it were refused).
      const submittedAt = Date.parse(at) > Date.parse(state.exam.deadline) ? state.exam.deadline : at;
      return [{ type: 'MockExamSubmitted', data: { examId, userId, submittedAt, reason } }];
    }
  }
};
