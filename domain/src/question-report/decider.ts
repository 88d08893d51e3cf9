import type { Decider } from '../decider/index.js';
import type { QuestionReportCommand } from './commands.js';
import { decideQuestionReport } from './decide.js';
import type { QuestionReportEvent } from './events.js';
import { evolveQuestionReport, initialQuestionReportState, type QuestionReportState } from './state.js';

/** One report per stream (`questionReport-<id>`). */
export const questionReportDecider: Decider<QuestionReportState, QuestionReportCommand, QuestionReportEvent> =
  {
    initialState: initialQuestionReportState,
    evolve: evolveQuestionReport,
    decide: decideQuestionReport,
  };
