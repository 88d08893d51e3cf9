export type * from './commands.js';
export { decidePractice, refusalOfAnswer } from './decide.js';
export { practiceDecider } from './decider.js';
export type * from './events.js';
export { answerTimeOf, PRACTICE_EVENT_TYPES, PRACTICE_MODES, practiceStream } from './events.js';
export { MEMO_MAX_LENGTH, PracticeMessages } from './messages.js';
export {
  type AnsweredQuestion,
  evolvePractice,
  initialPracticeState,
  type PracticeState,
  selectionKey,
  type WrongAnswerEntry,
} from './state.js';
