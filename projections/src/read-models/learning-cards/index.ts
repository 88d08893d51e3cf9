export { learningCardsProjection } from './projection.js';
export { isDueToday, ratingOf, reviewed, todayHorizon } from './schedule.js';
export { CARD_STATES, type CardState, LEARNING_CARDS, type LearningCard, learningCardId } from './types.js';
