import {
  type AccessSource,
  fold,
  type PurchasableSet,
  type QuestionSetEvent,
  questionSetDecider,
  questionSetStream,
} from '@exam/domain';
import type { DocumentStore, EventStore } from '@exam/platform';

/**
 * The set as its own stream says now (not a read model): prices and the paid flag are read where they are
 * decided, so a charge is never computed from a stale copy. null when the set is absent or deleted.
 */
export const purchasableSetOf = async (
  eventStore: Pick<EventStore, 'readStream'>,
  questionSetId: string,
): Promise<(PurchasableSet & { title: string }) | null> => {
  const history = (await eventStore.readStream(
    questionSetStream(questionSetId),
  )) as unknown as QuestionSetEvent[];
  const state = fold(questionSetDecider, history);
  if (state.status !== 'active') return null;
  return { questionSetId, title: state.details.title, ...state.pricing };
};

/** The `access` read model of @exam/projections (the command side reads it; it does not import projections). */
const ACCESS = 'access';
type Grant = { id: string; source: AccessSource; expiresAt: string | null };

/**
 * The learner's current grant for the set. Read from the access read model: a purchase or code extends from its
 * expiry. The model follows the log within milliseconds; the only window it can miss is two grants for one
 * learner and set within that time, which the create-intent 409 (already purchased) keeps from purchases.
 */
export const currentGrantOf = async (
  documentStore: Pick<DocumentStore, 'collection'>,
  userId: string,
  questionSetId: string,
): Promise<Grant | null> => documentStore.collection<Grant>(ACCESS).get(`${userId}:${questionSetId}`);
