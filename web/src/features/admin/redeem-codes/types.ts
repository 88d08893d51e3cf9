import type { RedeemCodeRow as AdminRedeemCode } from '@exam/domain/schemas';

/** docs/contracts.md "Commerce": the administrator's redeem-code calls. */
/** `live` is used and unused together (deleted codes left out). */
export type RedeemCodeStatusFilter = 'all' | 'live' | 'used' | 'unused' | 'deleted';

/** One row of the administrators' list: the domain's contract. */
export type { AdminRedeemCode };

export type RedeemCodePage = { list: AdminRedeemCode[]; total: number; page: number; pageSize: number };
export type RedeemCodeQuery = {
  status: RedeemCodeStatusFilter;
  questionSetId: string;
  page: number;
  pageSize: number;
};

export type { GeneratedCode } from '@exam/domain/schemas';

export type RedeemIssue = { code: string; codeId: string; questionSetId: string; issue: string };
export type RedeemCheckReport = {
  totalRedeemCodes: number;
  totalQuestionSets: number;
  issues: RedeemIssue[];
};

export type BatchFixResult = {
  fixed: string[];
  failed: { codeId: string; questionSetId: string; message: string; code?: string }[];
  fixedCount: number;
  failedCount: number;
};
