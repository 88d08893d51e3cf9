export { BY_RANK, placeOf, questionsInOrder, withPlaces } from './in-order.js';
export { setQuestionsProjection } from './projection.js';
