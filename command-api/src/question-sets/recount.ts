import {
  type ActiveQuestionSet,
  fold,
  type QuestionSetEvent,
  QuestionSetMessages,
  questionSetDecider,
  questionSetStream,
} from '@exam/domain';
import { NotFoundError } from '@exam/domain/errors';
import type { EventStore } from '@exam/platform';

export type Recount = { questionSetId: string; questionCount: number; position: number };

/**
 * PUT /question-sets/{id}/count. In the spec's product the count was a stored column that could drift from the
 * questions; here it is derived: the set's stream is the authority and the listing's `questionCount` is projected from
 * the same events (a rebuild recomputes it). So a recount folds the stream and answers that count with the set's last
 * position (read-your-writes), appending nothing: there is nothing to correct.
 */
export const recountQuestions = async (
  eventStore: Pick<EventStore, 'readStream'>,
  questionSetId: string,
): Promise<Recount> => {
  const { set, position } = await readLiveSet(eventStore, questionSetId);
  return { questionSetId, questionCount: set.questions.length, position };
};

/** A set's state folded from its stream, with its last position; 404 when it does not exist or was deleted. */
export const readLiveSet = async (
  eventStore: Pick<EventStore, 'readStream'>,
  questionSetId: string,
): Promise<{ set: ActiveQuestionSet; position: number }> => {
  const history = await eventStore.readStream(questionSetStream(questionSetId));
  const state = fold(questionSetDecider, history as unknown as QuestionSetEvent[]);
  const last = history.at(-1);
  if (state.status !== 'active' || !last) {
    throw new NotFoundError(QuestionSetMessages.notFound, 'QUESTION_SET_NOT_FOUND');
  }
  return { set: state, position: last.position };
};
