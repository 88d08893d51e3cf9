import type { Decider } from '../decider/index.js';
import type { MockExamCommand } from './commands.js';
import { decideMockExam } from './decide.js';
import type { MockExamEvent } from './events.js';
import { evolveMockExam, initialMockExamState, type MockExamState } from './state.js';

/** One exam per stream (`mockExam-<id>`). */
export const mockExamDecider: Decider<MockExamState, MockExamCommand, MockExamEvent> = {
  initialState: initialMockExamState,
  evolve: evolveMockExam,
  decide: decideMockExam,
};
