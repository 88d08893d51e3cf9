export {
  generateRedeemCode,
  isWellFormedRedeemCode,
  normaliseRedeemCodeInput,
  REDEEM_CODE_ALPHABET,
  REDEEM_CODE_LENGTH,
  REDEEM_CODE_MIN_LENGTH,
} from './code-format.js';
export type * from './commands.js';
export { decideRedeemCode } from './decide.js';
export { redeemCodeDecider } from './decider.js';
export type * from './events.js';
export { REDEEM_CODE_EVENT_TYPES, redeemCodeStream } from './events.js';
export {
  REDEEM_QUANTITY_MAX,
  REDEEM_QUANTITY_MIN,
  REDEEM_VALIDITY_DEFAULT_DAYS,
  REDEEM_VALIDITY_MAX_DAYS,
  REDEEM_VALIDITY_MIN_DAYS,
  validateGeneration,
} from './generation-rules.js';
export { codeNotFound, RedeemCodeMessages, setInvalid } from './messages.js';
export { evolveRedeemCode, initialRedeemCodeState, type RedeemCodeState } from './state.js';
