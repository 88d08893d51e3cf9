export const REDEEM_CODES = 'redeem_codes';

/**
 * One code as the admin list and the learner's redeemed tab read it (admin spec §3 "Redeem code"). Usernames and
 * set titles are joined when read (users and catalogue are other groups; keeping ids here keeps rebuilds exact).
 * Deleted codes stay, marked (issue 15: an audit must see what happened to every code).
 */
export type RedeemCodeDocument = {
  id: string;
  code: string;
  questionSetId: string;
  validityDays: number;
  isUsed: boolean;
  usedAt: string | null;
  usedBy: string | null;
  /** End of the access the redemption gave; null while unused. */
  expiryDate: string | null;
  createdAt: string;
  createdBy: string;
  /** Its set was deleted: the code stays on record (used ones are money history) and reads 削除済みの問題集. */
  questionSetDeleted: boolean;
  /** Deleted by an administrator (only unused codes can be): listed with status 削除済み. Absent = false. */
  deleted?: boolean;
  deletedAt?: string | null;
  deletedBy?: string | null;
  _position?: number;
};
