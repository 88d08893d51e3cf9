import { isPaidQuestionSet } from '../rules/paid.js';
import { remainingDays } from '../rules/remaining-days.js';

export type AccessType = 'free' | 'trial' | 'paid' | 'redeemed' | 'expired';

/** Where a learner's access to a paid set came from (commerce writes these into the `access` read model). */
export type AccessSource = 'purchase' | 'redeem';

/** A learner's grant for one set: the latest purchase or redemption. `expiresAt` null = no end. */
export type AccessGrant = { source: AccessSource; expiresAt: string | null };

/** The pricing fields the access rules read (raw: flags may still be strings in old data). */
export type AccessSetFacts = { isPaid?: unknown; price?: unknown; trialQuestions?: unknown };

/** What a caller may do with a set; the learner UI draws badges, trial bars and locks from it. */
export type SetAccess = {
  hasAccess: boolean;
  accessType: AccessType;
  /** Whole days left (learner spec §9); null means unlimited (free sets, grants without end, trials). */
  remainingDays: number | null;
  /** ISO time the grant ends; null when there is no grant or it has no end. */
  expiresAt: string | null;
};

export type AccessForSetInput = {
  set: AccessSetFacts;
  grant?: AccessGrant | null;
  now: Date | number;
};

/**
 * Learner spec §4 "Access per set": a free set is always open; a paid set is open through a purchase
 * ('paid') or a redeemed code ('redeemed') until its expiry (remaining days 0 or less = 'expired');
 * without a grant a paid set is in 'trial'. The server only knows verified grants (DESIGN.md item 4), so the
 * spec's lenient client-side readings (local records, status strings) do not apply here.
 */
export const accessForSet = ({ set, grant, now }: AccessForSetInput): SetAccess => {
  if (!isPaidQuestionSet(set))
    return { hasAccess: true, accessType: 'free', remainingDays: null, expiresAt: null };
  if (!grant) return { hasAccess: false, accessType: 'trial', remainingDays: null, expiresAt: null };
  const expiresAt = grant.expiresAt ?? null;
  const days = remainingDays(expiresAt, now);
  if (days !== null && days <= 0)
    return { hasAccess: false, accessType: 'expired', remainingDays: 0, expiresAt };
  return {
    hasAccess: true,
    accessType: grant.source === 'redeem' ? 'redeemed' : 'paid',
    remainingDays: days,
    expiresAt,
  };
};
