export { answerEventId } from './answer-ids.js';
export { type AnswerFacts, readAnswerFacts } from './catalogue-facts.js';
export {
  type AnswerOutcome,
  type PracticeService,
  type PracticeServiceDependencies,
  practiceService,
} from './practice-service.js';
export { createPracticeCommandRoutes, type PracticeRouteDependencies, recordAnswerRoute } from './routes.js';
export {
  PROGRESS_EVENTS,
  type PracticeSocket,
  type PracticeSocketDependencies,
  type PracticeSocketServer,
  registerPracticeSocketHandlers,
} from './socket-handlers.js';
