import { accessForSet as decideAccess, type SetAccess, serverTrialLimit } from '@exam/domain/access';
import type { DocumentStore } from '@exam/platform';
import { ACCESS, type AccessDocument, accessDocumentId, type QuestionSetListing } from '@exam/projections';

export type { AccessType, SetAccess } from '@exam/domain/access';

/** Who is asking: a signed-in principal, or nobody (a visitor has no grants). */
export type Caller = { userId: string } | null | undefined;

type SetFacts = Pick<QuestionSetListing, 'id' | 'isPaid' | 'price' | 'trialQuestions'>;

/** A set's access plus its server-side trial limit (how many questions a caller without access may see). */
export type SetAccessWithTrial = SetAccess & { trialLimit: number };

const grants = (documentStore: Pick<DocumentStore, 'collection'>) =>
  documentStore.collection<AccessDocument>(ACCESS);

const withTrial = (set: SetFacts, access: SetAccess): SetAccessWithTrial => ({
  ...access,
  trialLimit: serverTrialLimit(set),
});

/**
 * THE access decision of the query side: the caller's grant for the set (one key lookup in the `access`
 * read model; a visitor has none) through domain's accessForSet. Every presenter and route uses this.
 */
export const accessForSet = async (
  documentStore: Pick<DocumentStore, 'collection'>,
  caller: Caller,
  set: SetFacts,
  now: Date = new Date(),
): Promise<SetAccessWithTrial> => {
  const grant = caller ? await grants(documentStore).get(accessDocumentId(caller.userId, set.id)) : null;
  return withTrial(set, decideAccess({ set, grant, now }));
};

/** The same for a listing: the caller's grants in one indexed find, then the same rule per set. */
export const accessForSets = async (
  documentStore: Pick<DocumentStore, 'collection'>,
  caller: Caller,
  sets: readonly SetFacts[],
  now: Date = new Date(),
): Promise<Map<string, SetAccessWithTrial>> => {
  const byId = new Map<string, AccessDocument>();
  if (caller && sets.length > 0) {
    for (const grant of await grants(documentStore).find({ userId: caller.userId }))
      byId.set(grant.questionSetId, grant);
  }
  return new Map(
    sets.map((set) => [set.id, withTrial(set, decideAccess({ set, grant: byId.get(set.id), now }))]),
  );
};
