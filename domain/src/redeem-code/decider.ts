import type { Decider } from '../decider/index.js';
import type { RedeemCodeCommand } from './commands.js';
import { decideRedeemCode } from './decide.js';
import type { RedeemCodeEvent } from './events.js';
import { evolveRedeemCode, initialRedeemCodeState, type RedeemCodeState } from './state.js';

/** One code per stream (`redeemCode-<code>`). */
export const redeemCodeDecider: Decider<RedeemCodeState, RedeemCodeCommand, RedeemCodeEvent> = {
  initialState: initialRedeemCodeState,
  evolve: evolveRedeemCode,
  decide: decideRedeemCode,
};
