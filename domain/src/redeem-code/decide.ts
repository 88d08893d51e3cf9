import { ConflictError } from '../errors/index.js';
import { extendedExpiry } from '../purchase/expiry.js';
import type { CodeSetFacts, RedeemCode, RedeemCodeCommand } from './commands.js';
import type { RedeemCodeEvent } from './events.js';
import {
  codeForAnotherSet,
  codeInvalid,
  codeNotFound,
  codeSetMissing,
  codeUsed,
  onlyUnusedCanChange,
  setInvalid,
  setNotPaid,
  stateMoved,
} from './messages.js';
import type { RedeemCodeState } from './state.js';

/**
 * Codes are generated for paid sets only (the standalone page's rule; the tab offered every set, but a code for
 * a free set grants nothing), and re-associated only with a paid set.
 */
const requirePaidSet = (set: CodeSetFacts): void => {
  if (!set) throw setInvalid();
  if (!set.isPaid) throw setNotPaid();
};

/** Learner spec §4/§5 and DESIGN.md item 7: a code is redeemed at most once, ever. */
const redeem = ({ data }: RedeemCode, state: RedeemCodeState): RedeemCodeEvent[] => {
  if (state.status === 'absent') throw codeNotFound();
  if (state.status === 'deleted') throw codeInvalid();
  if (state.status === 'used') throw codeUsed();
  // A code for another set is refused without using it up (the learner keeps it for the right set).
  if (data.expectedQuestionSetId !== null && data.expectedQuestionSetId !== state.questionSetId)
    throw codeForAnotherSet();
  if (data.codeSet.questionSetId !== state.questionSetId) throw stateMoved();
  if (!data.codeSet.exists) throw codeSetMissing();
  return [
    {
      type: 'RedeemCodeRedeemed',
      data: {
        codeId: state.codeId,
        code: state.code,
        questionSetId: state.questionSetId,
        userId: data.userId,
        validityDays: state.validityDays,
        redeemedAt: data.at,
        expiresAt: extendedExpiry(data.at, data.currentExpiresAt, state.validityDays),
      },
    },
  ];
};

export const decideRedeemCode = (command: RedeemCodeCommand, state: RedeemCodeState): RedeemCodeEvent[] => {
  switch (command.type) {
    case 'GenerateRedeemCode': {
      const { data } = command;
      // A collision of two CSPRNG codes: the handler draws another code.
      if (state.status !== 'absent') throw new ConflictError('code exists', 'REDEEM_CODE_TAKEN');
      requirePaidSet(data.set);
      return [
        {
          type: 'RedeemCodeGenerated',
          data: {
            codeId: data.codeId,
            code: data.code,
            questionSetId: data.questionSetId,
            validityDays: data.validityDays,
            createdBy: data.createdBy,
          },
        },
      ];
    }
    case 'RedeemCode':
      return redeem(command, state);
    case 'FixRedeemCodeSet': {
      const { data } = command;
      if (state.status === 'absent') throw codeNotFound();
      if (state.status === 'deleted') throw codeInvalid();
      if (state.status === 'used') throw onlyUnusedCanChange();
      requirePaidSet(data.set);
      if (data.questionSetId === state.questionSetId) return [];
      return [
        {
          type: 'RedeemCodeSetFixed',
          data: {
            codeId: state.codeId,
            code: state.code,
            questionSetId: data.questionSetId,
            previousQuestionSetId: state.questionSetId,
            fixedBy: data.fixedBy,
          },
        },
      ];
    }
    case 'DeleteRedeemCode': {
      if (state.status === 'absent') throw codeNotFound();
      if (state.status === 'deleted') return [];
      if (state.status === 'used') throw onlyUnusedCanChange();
      const { codeId, code, questionSetId } = state;
      return [
        {
          type: 'RedeemCodeDeleted',
          data: { codeId, code, questionSetId, deletedBy: command.data.deletedBy },
        },
      ];
    }
  }
};
