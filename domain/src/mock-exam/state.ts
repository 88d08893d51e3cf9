import type { MockExamEvent, MockExamStarted } from './events.js';

export type ExamAnswer = {
  selectedOptionIds: string[];
  guessed: boolean;
  flagged: boolean;
  answeredAt: string;
};

export type MockExamState =
  | { status: 'absent' }
  | {
      status: 'running' | 'submitted';
      exam: MockExamStarted['data'];
      answers: ReadonlyMap<string, ExamAnswer>;
      submittedAt: string | null;
      reason: 'learner' | 'deadline' | null;
    };

export const initialMockExamState = (): MockExamState => ({ status: 'absent' });

export const evolveMockExam = (state: MockExamState, event: MockExamEvent): MockExamState => {
  switch (event.type) {
    case 'MockExamStarted':
      return { status: 'running', exam: event.data, answers: new Map(), submittedAt: null, reason: null };
    case 'MockExamAnswered': {
      if (state.status === 'absent') return state;
      const { questionId, selectedOptionIds, guessed, flagged, answeredAt } = event.data;
      const answers = new Map(state.answers).set(questionId, {
        selectedOptionIds,
        guessed,
        flagged,
        answeredAt,
      });
      return { ...state, answers };
    }
    case 'MockExamSubmitted':
      if (state.status === 'absent') return state;
      return {
        ...state,
        status: 'submitted',
        submittedAt: event.data.submittedAt,
        reason: event.data.reason,
      };
  }
};
