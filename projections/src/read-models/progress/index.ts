export { learnerChanged, progressProjection, setLearnersChanged, setRoom } from './projection.js';
export {
  answeredQuestionsOf,
  PROGRESS,
  PROGRESS_RECORDS,
  type ProgressAnswer,
  type ProgressDocument,
  type ProgressRecord,
  progressDocumentId,
  progressRecordId,
} from './types.js';
