import { isPaidQuestionSet, trialQuestionCount } from '@exam/domain/rules';
import type { QuestionSet, QuestionSetListing } from './types';

/** Spec §4 paid detection, shared with the server through the domain's rules. */
export function isPaidSet(set: Pick<QuestionSetListing, 'isPaid' | 'price'>): boolean {
  return isPaidQuestionSet(set);
}

/** Owned = the learner has access through a purchase or a redeem code. */
export function isOwnedSet(set: QuestionSet): boolean {
  return set.hasAccess && (set.accessType === 'paid' || set.accessType === 'redeemed');
}

export function isExpiredSet(set: QuestionSet): boolean {
  return set.accessType === 'expired';
}

/** A paid set the learner can only try (no access, not lapsed). */
export function isAwaitingPurchase(set: QuestionSet): boolean {
  return isPaidSet(set) && !set.hasAccess && set.accessType !== 'expired';
}

export type SetGroupKey = 'mine' | 'free' | 'paid' | 'expired';

/** Which home group a set belongs to; every set lands in exactly one. */
export function groupOfSet(set: QuestionSet): SetGroupKey {
  if (isExpiredSet(set)) return 'expired';
  if (isOwnedSet(set)) return 'mine';
  if (!isPaidSet(set)) return 'free';
  return 'paid';
}

export type GroupedSets = Record<SetGroupKey, QuestionSet[]>;

/** Home order of the groups. */
export const SET_GROUP_ORDER: readonly SetGroupKey[] = ['mine', 'free', 'paid', 'expired'];

/** Spec §2 home: a group without sets is hidden, except free and paid which always show. */
export function visibleGroups(groups: GroupedSets): SetGroupKey[] {
  return SET_GROUP_ORDER.filter((key) => key === 'free' || key === 'paid' || groups[key].length > 0);
}

export function groupSets(sets: readonly QuestionSet[]): GroupedSets {
  const groups: GroupedSets = { mine: [], free: [], paid: [], expired: [] };
  for (const set of sets) groups[groupOfSet(set)].push(set);
  return groups;
}

/** Spec §5: the count refresh applies only to sets with a missing or zero count. */
export function idsNeedingCount(sets: readonly Pick<QuestionSetListing, 'id' | 'questionCount'>[]): string[] {
  return sets.filter((set) => !(Number(set.questionCount) > 0)).map((set) => set.id);
}

/** Spec §4 trial question count, outside an explicit trial mode (cards and rows). */
export function trialCountOf(set: Pick<QuestionSetListing, 'isPaid' | 'price' | 'trialQuestions'>): number {
  return trialQuestionCount({
    explicitTrialMode: false,
    trialQuestions: set.trialQuestions,
    isPaid: isPaidSet(set),
  });
}
