import { accessProjection } from './read-models/access/index.js';
import { learningCardsProjection } from './read-models/learning-cards/index.js';
import { learningCatalogueProjection } from './read-models/learning-catalogue/index.js';
import { mockExamsProjection } from './read-models/mock-exams/index.js';
import { progressProjection } from './read-models/progress/index.js';
import { studyPlansProjection } from './read-models/study-plans/index.js';
import { wrongAnswersProjection } from './read-models/wrong-answers/index.js';
import type { Projection } from './runner/projection.js';

/**
 * The learning group (its own checkpoint, so it catches up from 0 in a data folder that already has a
 * catalogue): progress stats, progress records, the wrong-answer book, the group's copy of the catalogue
 * facts they need, and the `access` read model. The catalogue copy comes first: the others read it while
 * applying the same event.
 */
export const LEARNING_CHECKPOINT = 'learning';

export const learningProjections: readonly Projection[] = [
  learningCatalogueProjection,
  progressProjection,
  wrongAnswersProjection,
  accessProjection,
  // Before the cards: a submitted exam's answers feed the learning path.
  mockExamsProjection,
  learningCardsProjection,
  // Issue 41: the learner's exam date and set; the plan's days are computed when read.
  studyPlansProjection,
];
