export {
  inLearnerOrder,
  OPTION_ORDER_KEY,
  type OptionOrderFor,
  optionPermutation,
  VISITOR_LEARNER_ID,
} from './option-order.js';
