import type { Decider } from '../decider/index.js';
import type { QuestionSetCommand } from './commands.js';
import { decideQuestionSet } from './decide.js';
import type { QuestionSetEvent } from './events.js';
import { evolveQuestionSet, initialQuestionSetState, type QuestionSetState } from './state.js';

/** One question set per stream (`questionSet-<id>`), its questions included. */
export const questionSetDecider: Decider<QuestionSetState, QuestionSetCommand, QuestionSetEvent> = {
  initialState: initialQuestionSetState,
  evolve: evolveQuestionSet,
  decide: decideQuestionSet,
};
