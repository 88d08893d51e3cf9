/**
 * Shape of the demo content seeded on first start.
 * Ids, option letters and order indexes are assigned by the seeder, so the content stays plain data.
 */
export type DemoQuestion = {
  text: string;
  questionType: 'single' | 'multiple';
  options: Array<{ text: string; isCorrect: boolean }>;
  /** HTML (sanitised again on the way in, like any admin input). */
  explanation: string;
};

export type DemoQuestionSet = {
  /** Stable key so the seeder can tell whether a set was already created. */
  key: string;
  title: string;
  description: string;
  category: string;
  icon: string;
  /** A card image in ops/src/demo/images (original artwork made for the demo), stored when seeding. */
  cardImage?: string;
  isPaid: boolean;
  /** Yen, tax included; 0 for free sets. */
  price: number;
  trialQuestions: number;
  /** Days of access a purchase grants. */
  validityPeriod: number;
  isFeatured: boolean;
  featuredCategory: string | null;
  questions: DemoQuestion[];
};
