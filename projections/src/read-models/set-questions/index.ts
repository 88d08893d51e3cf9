export { BY_RANK, inSetOrder, placeOf, questionsInOrder, withPlaces } from './in-order.js';
export { setQuestionsProjection } from './projection.js';
