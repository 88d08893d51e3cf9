export { learnerChanged, progressProjection } from './projection.js';
export {
  PROGRESS,
  PROGRESS_RECORDS,
  type ProgressAnswer,
  type ProgressDocument,
  type ProgressRecord,
  progressDocumentId,
  progressRecordId,
} from './types.js';
