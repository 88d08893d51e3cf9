import type { QuestionSetListing, SetQuestion } from '@exam/projections';
import { accessForSet, type SetAccess } from '../access/index.js';

/** A listing card as served: the read model without its storage guard, plus the caller's access. */
export type PublicQuestionSet = Omit<QuestionSetListing, '_position'> & SetAccess;

/** A question as served to learners: no correct flags and no explanation ever leave through queries. */
export type PublicQuestion = {
  id: string;
  text: string;
  questionType: SetQuestion['questionType'];
  orderIndex: number;
  options: Array<{ id: string; text: string; label: string }>;
};

export type PublicQuestionSetDetail = PublicQuestionSet & { questions: PublicQuestion[] };

export const presentQuestionSet = (listing: QuestionSetListing): PublicQuestionSet => {
  const { _position, ...fields } = listing;
  return { ...fields, ...accessForSet(listing) };
};

// Built field by field (not by deleting) so that a field added to the read model later is not leaked.
export const presentQuestion = (question: SetQuestion): PublicQuestion => ({
  id: question.id,
  text: question.text,
  questionType: question.questionType,
  orderIndex: question.orderIndex,
  options: question.options.map((option) => ({ id: option.id, text: option.text, label: option.label })),
});

export const presentQuestionSetDetail = (
  listing: QuestionSetListing,
  questions: SetQuestion[],
): PublicQuestionSetDetail => ({
  ...presentQuestionSet(listing),
  questions: [...questions].sort((a, b) => a.orderIndex - b.orderIndex).map(presentQuestion),
});
