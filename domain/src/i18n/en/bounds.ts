import type { CatalogueShape } from '../catalogue-shape.js';
import type { boundsJa } from '../ja/bounds.js';

export const boundsEn = {
  price: 'The price must be a whole number of yen from 0 to 1,000,000',
  trialQuestions: 'Trial questions must be a whole number from 0 to 10,000',
  validityPeriod: 'The validity must be a whole number of days from 1 to 3,650',
  redeemValidityDays: 'The validity must be between 1 and 3,650 days',
  redeemQuantity: 'The quantity must be between 1 and 100',
  mockExamQuestions: 'The number of questions must be a whole number from 1 to 100',
  mockExamMinutes: 'The time limit must be between 1 and 300 minutes',
  questionsPerCreate: 'Between 1 and 10,000 questions can be added at once',
  optionsPerQuestion: 'A question has between 2 and 26 options',
  pageSize: 'The page size must be a whole number from 1 to 500',
  questionWindow: 'A window holds 1 to 200 questions',
  practiceListIds: 'A read holds 1 to 5,000 question ids',
  statisticsPageSize: 'The page size must be a whole number from 1 to 100',
  pageNumber: 'The page must be a whole number from 1 to 1,000,000',
  answersPerBatch: 'Between 1 and 500 answers can be sent at once',
  answerAgeDays: 'The answer time must be in the past 30 days',
  imagePixels: 'The image has too many pixels. Choose one of at most 50 megapixels (e.g. 8,000×6,000)',
  lengths: {
    setTitle: 'The title can have at most 100 characters',
    setDescription: 'The description can have at most 2,000 characters',
    category: 'The category can have at most 50 characters',
    questionText: 'The question text can have at most 5,000 characters',
    optionText: 'An option can have at most 1,000 characters',
    explanationHtml: 'The explanation can have at most 20,000 characters',
    memo: 'A memo can have at most 1,000 characters',
    announcement: 'An announcement can have at most 5,000 characters',
    questionSearch: 'A search term can have at most 200 characters',
    reportNote: 'A report can have at most 1,000 characters',
    resolutionNote: 'A resolution note can have at most 1,000 characters',
  },
  redeemCode: {
    hint: 'A redeem code has {{length, plural(one: # letter or digit; other: # letters and digits)}} (hyphens and spaces are optional)',
    required: 'Please enter a redeem code',
    wrongLength:
      "Enter the redeem code's {{length, plural(one: # letter or digit; other: # letters and digits)}}",
  },
} as const satisfies CatalogueShape<typeof boundsJa>;
