export { type AbilityEstimate, estimateAbility, logistic, logit, type Observation } from './ability.js';
export {
  DEFAULT_EXAM_SIZE,
  type JudgedExam,
  type LearnerSetFacts,
  RECENT_MOCK_EXAMS,
  readinessInputOf,
} from './inputs.js';
export { FIRST_RIGHT_STABILITY_DAYS, FSRS_DECAY, retrievability } from './memory.js';
export { seededRandom } from './random.js';
export {
  estimateReadiness,
  type FieldReadiness,
  type ItemFigures,
  type LearnerAnswer,
  type QuestionMemory,
  type Readiness,
  type ReadinessInput,
  type ReadinessQuestion,
} from './readiness.js';
