export { filterByMode, type QuestionMode, questionModeOf } from './learner-filters.js';
export { learningQueue } from './queue.js';
export { createLearningPathRoutes, type LearningPathRouteDependencies } from './routes.js';
