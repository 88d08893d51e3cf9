export { itemStatisticsProjection } from './projection.js';
export {
  ITEM_ANSWER_TOTALS,
  ITEM_FIRST_ANSWERS,
  type ItemAnswerTotals,
  type ItemFirstAnswer,
  itemFirstAnswerId,
} from './types.js';
