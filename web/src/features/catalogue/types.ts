/**
 * What the query API serves for the catalogue. Mirrors `QuestionSetListing` of
 * projections/src/read-models/types.ts (the web may not import projections) plus the access fields
 * the query side adds per caller.
 */
export type AccessType = 'free' | 'trial' | 'paid' | 'redeemed' | 'expired';

export type QuestionSetListing = {
  id: string;
  title: string;
  description: string;
  category: string;
  icon: string;
  cardImage: string | null;
  isPaid: boolean;
  price: number;
  trialQuestions: number;
  validityPeriod: number;
  isFeatured: boolean;
  featuredCategory: string | null;
  questionCount: number;
  createdAt: string;
  updatedAt: string;
};

export type QuestionSetAccess = {
  hasAccess: boolean;
  accessType: AccessType;
  /** null = unlimited. */
  remainingDays: number | null;
  expiresAt?: string | null;
};

export type QuestionSet = QuestionSetListing & QuestionSetAccess;

export type QuestionOption = { id: string; text: string; label: string };

export type QuestionSummary = {
  id: string;
  text: string;
  questionType: 'single' | 'multiple';
  orderIndex: number;
  options: QuestionOption[];
};

export type QuestionSetDetail = QuestionSet & { questions: QuestionSummary[] };

/** POST /api/questions/batch-count answers a map of set id to question count. */
export type QuestionCounts = Record<string, number>;
