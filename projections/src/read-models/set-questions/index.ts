export { setQuestionsProjection } from './projection.js';
