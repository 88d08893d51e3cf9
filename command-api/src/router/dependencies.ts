import type { AuthGuards, DocumentStore } from '@exam/platform';
import type { ExecuteQuestionSetCommands } from '../execution/index.js';

export type CommandRouteDependencies = {
  execute: ExecuteQuestionSetCommands;
  guards: Pick<AuthGuards, 'requireAdmin'>;
  /** Read only to locate a question's set (read model `set_questions`). */
  documentStore: DocumentStore;
};
