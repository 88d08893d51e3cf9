export type * from './commands.js';
export { decideQuestionSet } from './decide.js';
export { questionSetDecider } from './decider.js';
export { DEFAULT_ICON } from './details.js';
export type * from './events.js';
export { questionSetStream } from './events.js';
export { IconMessages, isImageIcon, PENDING_UPLOAD_ICON } from './icon.js';
export { NO_EXPLANATION, QuestionSetMessages } from './messages.js';
export { DEFAULT_VALIDITY_PERIOD } from './pricing.js';
export { newQuestion } from './question-rules.js';
export {
  type ActiveQuestionSet,
  evolveQuestionSet,
  initialQuestionSetState,
  type QuestionSetState,
} from './state.js';
