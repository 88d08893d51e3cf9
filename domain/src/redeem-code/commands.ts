import type { Command } from '../decider/index.js';

/** A set as code decisions need it, read by the handler from the set's stream; null when absent or deleted. */
export type CodeSetFacts = { questionSetId: string; isPaid: boolean } | null;

export type GenerateRedeemCode = Command<
  'GenerateRedeemCode',
  {
    codeId: string;
    /** From generateRedeemCode with the server's CSPRNG. */
    code: string;
    questionSetId: string;
    validityDays: number;
    createdBy: string;
    set: CodeSetFacts;
  }
>;

export type RedeemCode = Command<
  'RedeemCode',
  {
    code: string;
    userId: string;
    /** The set the learner is redeeming for (the quiz's redeem modal); null when not named. */
    expectedQuestionSetId: string | null;
    /** The code's set as the handler found it (it read the code first); must still be the code's set. */
    codeSet: { questionSetId: string; exists: boolean };
    /** The learner's current expiry for the code's set (access read model); null when none. */
    currentExpiresAt: string | null;
    at: string;
  }
>;

export type FixRedeemCodeSet = Command<
  'FixRedeemCodeSet',
  { code: string; questionSetId: string; set: CodeSetFacts; fixedBy: string }
>;

export type DeleteRedeemCode = Command<'DeleteRedeemCode', { code: string; deletedBy: string }>;

export type RedeemCodeCommand = GenerateRedeemCode | RedeemCode | FixRedeemCodeSet | DeleteRedeemCode;
