import type { InvalidationTag } from './invalidation';

/**
 * docs/contracts.md "Commerce": the named events the server pushes to the learner's room after the read model
 * is committed. The `invalidate` that accompanies them already names the tags; mapping the named events too
 * means access appears without reload even if only one of the two arrives (e.g. a server of another version).
 */
export const ACCESS_EVENTS = ['questionSet:accessUpdate', 'purchase:success', 'redeemCode:new'] as const;
export type AccessEvent = (typeof ACCESS_EVENTS)[number];

const setIdOf = (payload: unknown): string | null => {
  const id = (payload as { questionSetId?: unknown } | null)?.questionSetId;
  return typeof id === 'string' && id !== '' ? id : null;
};

/** The tags an access event makes stale: the set (detail, listings), its access, the profile's lists. */
export function tagsForAccessEvent(event: AccessEvent, payload: unknown): InvalidationTag[] {
  const setId = setIdOf(payload);
  const setTags: InvalidationTag[] = setId
    ? [
        { type: 'QuestionSet', id: setId },
        { type: 'Access', id: setId },
      ]
    : [];
  const listings: InvalidationTag[] = [{ type: 'QuestionSet', id: 'LIST' }];
  switch (event) {
    case 'questionSet:accessUpdate':
      return [...setTags, ...listings];
    case 'purchase:success':
      return [...setTags, ...listings, { type: 'Purchase', id: 'LIST' }];
    case 'redeemCode:new':
      return [...setTags, ...listings, { type: 'RedeemCode', id: 'LIST' }, { type: 'Purchase', id: 'LIST' }];
  }
}
