import type { Event } from '../decider/index.js';

/** Every redeem-code event names its code, id and set, so projections never parse stream names. */
type CodeRef = { codeId: string; code: string; questionSetId: string };

export type RedeemCodeGenerated = Event<
  'RedeemCodeGenerated',
  CodeRef & { validityDays: number; createdBy: string }
>;

/** The one redemption a code ever has; `expiresAt` extends the learner's current expiry for the set. */
export type RedeemCodeRedeemed = Event<
  'RedeemCodeRedeemed',
  CodeRef & { userId: string; validityDays: number; redeemedAt: string; expiresAt: string }
>;

/** An unused code re-associated with another set (admin "repair association"). */
export type RedeemCodeSetFixed = Event<
  'RedeemCodeSetFixed',
  CodeRef & { previousQuestionSetId: string; fixedBy: string }
>;

export type RedeemCodeDeleted = Event<'RedeemCodeDeleted', CodeRef & { deletedBy: string }>;

export type RedeemCodeEvent =
  | RedeemCodeGenerated
  | RedeemCodeRedeemed
  | RedeemCodeSetFixed
  | RedeemCodeDeleted;

export const REDEEM_CODE_EVENT_TYPES: readonly RedeemCodeEvent['type'][] = [
  'RedeemCodeGenerated',
  'RedeemCodeRedeemed',
  'RedeemCodeSetFixed',
  'RedeemCodeDeleted',
];

/**
 * One stream per code, named by the code itself: redeeming reads and appends this one stream with its expected
 * revision, so of any number of concurrent redemptions exactly one appends (DESIGN.md item 7).
 */
export const redeemCodeStream = (code: string) => `redeemCode-${code}`;
