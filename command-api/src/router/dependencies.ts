import type { AuthGuards, DocumentStore, EventStore } from '@exam/platform';
import type { ExecuteQuestionSetCommands } from '../execution/index.js';

export type CommandRouteDependencies = {
  execute: ExecuteQuestionSetCommands;
  guards: Pick<AuthGuards, 'requireAdmin'>;
  /** Read only to locate a question's set (read model `set_questions`). */
  documentStore: DocumentStore;
  /** Read only to fold a set's stream (the recount). */
  eventStore: Pick<EventStore, 'readStream'>;
};
