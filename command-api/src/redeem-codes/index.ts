export { codeOfId, type GeneratedCode, generateCodes, type Redemption, redeemCode } from './execute.js';
export { createRedeemCodeCommandRoutes, type RedeemCodeRouteDependencies } from './routes.js';
export {
  DEFAULT_REDEEM_LIMITS,
  type RedeemLimits,
  type RedeemThrottleRedis,
  redeemThrottle,
} from './throttle.js';
