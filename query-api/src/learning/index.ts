export { presentProgress, presentRecord, presentResume, presentWrongAnswer } from './presenters.js';
export { createLearningQueryRoutes, type LearningQueryDependencies } from './routes.js';
export {
  learnerSetsReader,
  type ReadSetProgress,
  type SetProgress,
  setProgressReader,
} from './set-progress.js';
