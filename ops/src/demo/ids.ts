import { nameBasedUuid as derived } from '@exam/platform';

/**
 * Stable UUIDs for the demo content, so seeding the demo content twice creates nothing twice: the second
 * CreateQuestionSet meets an existing stream and is skipped. (The namespace keeps the ids of existing data folders.)
 */
export function nameBasedUuid(name: string): string {
  return derived('exam-bank-demo', name);
}
