export { wrongAnswersProjection } from './projection.js';
export { WRONG_ANSWERS, type WrongAnswerDocument, wrongAnswerId } from './types.js';
