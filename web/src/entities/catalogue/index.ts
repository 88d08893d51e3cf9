export {
  QUESTION_WINDOW,
  useBatchCountQuestionsMutation,
  useGetFeaturedSetsQuery,
  useGetQuestionSetQuery,
  useGetQuestionSetsQuery,
} from './api';
export { ExpiryBar } from './components/ExpiryBar';
export { GrantSetTitle } from './components/GrantSetTitle';
export { PriceTag } from './components/PriceTag';
export { QuestionCountLabel } from './components/QuestionCountLabel';
export { SetBadges } from './components/SetBadges';
export { SetVisual } from './components/SetVisual';
export { TrialNote } from './components/TrialNote';
export { DEFAULT_ICON, isImageIcon, PENDING_UPLOAD_ICON } from './set-icon';
export type { GroupedSets, SetGroupKey } from './set-status';
export {
  groupSets,
  idsNeedingCount,
  isAwaitingPurchase,
  isExpiredSet,
  isOwnedSet,
  isPaidSet,
  trialCountOf,
  visibleGroups,
} from './set-status';
export { aSet } from './test-support';
export type {
  QuestionSet,
  QuestionSetListing,
  QuestionSetWindow,
  QuestionWindow,
  WindowQuestion,
} from './types';
export { validityBar } from './validity';
