import { isPaidQuestionSet } from '@exam/domain/rules';

type SetLike = { id: string; title: string; isPaid: boolean; price: number };

/** Select options of the sets codes can be generated for / re-associated with: paid sets only. */
export const paidSetOptions = (sets: readonly SetLike[] | undefined) =>
  (sets ?? []).filter((set) => isPaidQuestionSet(set)).map((set) => ({ value: set.id, label: set.title }));

export const allSetOptions = (sets: readonly SetLike[] | undefined) =>
  (sets ?? []).map((set) => ({ value: set.id, label: set.title }));
