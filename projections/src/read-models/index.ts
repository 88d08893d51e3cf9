export { questionSetListingProjection } from './question-set-listing/index.js';
export { setQuestionsProjection } from './set-questions/index.js';
export { QUESTION_SETS, type QuestionSetListing, SET_QUESTIONS, type SetQuestion } from './types.js';
