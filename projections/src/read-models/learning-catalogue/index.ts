export { learningCatalogueProjection } from './projection.js';
export { LEARNING_QUESTIONS, LEARNING_SETS, type LearningQuestion, type LearningSet } from './types.js';
