import type { Decider } from '../decider/index.js';
import type { PracticeCommand } from './commands.js';
import { decidePractice } from './decide.js';
import type { PracticeEvent } from './events.js';
import { evolvePractice, initialPracticeState, type PracticeState } from './state.js';

/** One learner's practice of one set per stream (`practice-<userId>-<setId>`), wrong-answer book included. */
export const practiceDecider: Decider<PracticeState, PracticeCommand, PracticeEvent> = {
  initialState: initialPracticeState,
  evolve: evolvePractice,
  decide: decidePractice,
};
