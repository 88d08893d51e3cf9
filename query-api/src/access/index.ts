import { isPaidQuestionSet } from '@exam/domain/rules';
import type { QuestionSetListing } from '@exam/projections';

export type AccessType = 'free' | 'trial' | 'paid' | 'redeemed' | 'expired';

/** What the caller may do with a set; the learner UI draws badges, trial bars and locks from it. */
export type SetAccess = {
  hasAccess: boolean;
  accessType: AccessType;
  /** null means unlimited (free sets) or unknown. */
  remainingDays: number | null;
};

/**
 * The single place that decides access on the query side. Until the commerce issue brings the access
 * read model (purchases, redeemed codes), a free set is open and a paid set is in trial for everyone.
 */
export const accessForSet = (set: Pick<QuestionSetListing, 'isPaid' | 'price'>): SetAccess =>
  isPaidQuestionSet(set)
    ? { hasAccess: false, accessType: 'trial', remainingDays: null }
    : { hasAccess: true, accessType: 'free', remainingDays: null };
