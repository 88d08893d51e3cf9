import type { RedeemCodeEvent } from './events.js';

type Known = { codeId: string; code: string; questionSetId: string; validityDays: number };

/** Admin spec §4 "Redeem code": unused -> used (once, for good); only an unused code may be fixed or deleted. */
export type RedeemCodeState =
  | { status: 'absent' }
  | (Known & { status: 'unused' })
  | (Known & { status: 'used'; usedBy: string; usedAt: string })
  | (Known & { status: 'deleted' });

export const initialRedeemCodeState = (): RedeemCodeState => ({ status: 'absent' });

export const evolveRedeemCode = (state: RedeemCodeState, event: RedeemCodeEvent): RedeemCodeState => {
  switch (event.type) {
    case 'RedeemCodeGenerated': {
      const { codeId, code, questionSetId, validityDays } = event.data;
      return { status: 'unused', codeId, code, questionSetId, validityDays };
    }
    case 'RedeemCodeRedeemed':
      return state.status === 'absent'
        ? state
        : { ...state, status: 'used', usedBy: event.data.userId, usedAt: event.data.redeemedAt };
    case 'RedeemCodeSetFixed':
      return state.status === 'absent' ? state : { ...state, questionSetId: event.data.questionSetId };
    case 'RedeemCodeDeleted':
      return state.status === 'absent' ? state : { ...state, status: 'deleted' };
    default:
      return state;
  }
};
