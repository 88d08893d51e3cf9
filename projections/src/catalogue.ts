import { homeContentProjection } from './read-models/home-content/index.js';
import { examPassRulesProjection } from './read-models/mock-exams/index.js';
import { questionSetListingProjection } from './read-models/question-set-listing/index.js';
import { setQuestionsProjection } from './read-models/set-questions/index.js';
import type { Projection } from './runner/projection.js';

/** The checkpoint shared by the catalogue read models (set cards and set questions). */
export const CATALOGUE_CHECKPOINT = 'catalogue';

/** The catalogue group: one runner (and one rebuild) drives both, under CATALOGUE_CHECKPOINT. */
export const catalogueProjections: readonly Projection[] = [
  questionSetListingProjection,
  setQuestionsProjection,
  homeContentProjection,
  examPassRulesProjection,
];
