import type { PracticeEvent } from '@exam/domain';
import { ConflictError } from '@exam/domain/errors';
import { v5 as uuidv5 } from 'uuid';

/** Names the answers' event ids (a UUID v5 namespace of its own). */
const ANSWER_ID_NAMESPACE = 'f3d5a7c2-3b1e-4c8a-9e6f-2a4b6c8d0e1f';

/**
 * An answer's event id comes from its client id, scoped to the learner (issue 37): the store refuses a second event
 * with it, so a resend appends nothing, while another learner's answer with the same client id is theirs alone
 * (a learner cannot pre-claim another's ids).
 */
export const answerEventId = (userId: string, clientId: string) =>
  uuidv5(`${userId}\n${clientId}`, ANSWER_ID_NAMESPACE);

/** The event id the store checks for uniqueness: an answer's, from its client id; any other event has none. */
export const eventIdOf = (event: PracticeEvent) =>
  event.type === 'AnswerRecorded' && event.data.clientId !== undefined
    ? answerEventId(event.data.userId, event.data.clientId)
    : undefined;

/** A client id the learner already used for another answer (of another set): refused, never merged. */
export const clientIdInUse = () =>
  new ConflictError('この clientId は別の解答で使われています', 'CLIENT_ID_IN_USE', { field: 'clientId' });
