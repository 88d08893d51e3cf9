/** docs/contracts.md "Commerce": the administrator's redeem-code calls. */
export type RedeemCodeStatusFilter = 'all' | 'used' | 'unused' | 'deleted';

export type AdminRedeemCode = {
  id: string;
  code: string;
  questionSetId: string;
  questionSet: { id: string; title: string } | null;
  /** The set was deleted: the code stays on record and shows 削除済みの問題集. */
  questionSetDeleted?: boolean;
  validityDays: number;
  isUsed: boolean;
  /** deleted: removed by an administrator, kept on record (削除済み). */
  status: 'used' | 'unused' | 'deleted';
  deletedAt?: string | null;
  usedAt: string | null;
  usedBy: string | null;
  redeemUser: { id: string; username: string } | null;
  expiryDate: string | null;
  createdAt: string;
  createdBy: string | null;
  redeemCreator: { id: string; username: string } | null;
};

export type RedeemCodePage = { list: AdminRedeemCode[]; total: number; page: number; pageSize: number };
export type RedeemCodeQuery = {
  status: RedeemCodeStatusFilter;
  questionSetId: string;
  page: number;
  pageSize: number;
};

export type GeneratedCode = {
  id: string;
  code: string;
  questionSetId: string;
  validityDays: number;
  createdAt: string;
};

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
