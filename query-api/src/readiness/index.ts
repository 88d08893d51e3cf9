export { learnerSetFacts, type SetFacts } from './learner-facts.js';
export { createReadinessRoutes, type ReadinessRouteDependencies } from './routes.js';
