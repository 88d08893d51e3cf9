export { presentProgress, presentRecord, presentResume, presentWrongAnswer } from './presenters.js';
export { createLearningQueryRoutes, type LearningQueryDependencies } from './routes.js';
