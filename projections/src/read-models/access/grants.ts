import { type AccessSource, accessForSet, type PurchaseEvent, type RedeemCodeEvent } from '@exam/domain';
import { type InvalidationTag, invalidate } from '../../runner/notifications.js';
import type { ProjectionContext, Recorded } from '../../runner/projection.js';
import { ACCESS, type AccessDocument, accessDocumentId } from './types.js';

/** The events that grant access to a paid set (fed by the commerce issue). */
export const GRANT_EVENT_TYPES = ['PurchaseCompleted', 'RedeemCodeRedeemed'] as const;

type GrantEvent = Recorded<PurchaseEvent | RedeemCodeEvent>;

const later = (current: AccessDocument | null, expiresAt: string): boolean => {
  if (!current) return true;
  if (current.expiresAt === null) return false; // a grant without end is never shortened
  return new Date(expiresAt).getTime() >= new Date(current.expiresAt).getTime();
};

/**
 * A purchase or a redeemed code: the learner's grant for the set becomes the one that ends later (the deciders
 * already count a new period from the current expiry, so in practice the newest). Then the learner's room hears
 * `questionSet:accessUpdate` (learner spec §7) and the invalidation of the set and its access, after commit.
 */
export const applyGrant = async (
  recorded: Recorded<{ type: string; data: unknown }>,
  ctx: ProjectionContext,
) => {
  const event = recorded as GrantEvent;
  if (event.type !== 'PurchaseCompleted' && event.type !== 'RedeemCodeRedeemed') return;
  const { userId, questionSetId, expiresAt } = event.data;
  const source: AccessSource = event.type === 'PurchaseCompleted' ? 'purchase' : 'redeem';
  const id = accessDocumentId(userId, questionSetId);
  const current = await ctx.get<AccessDocument>(ACCESS, id);
  const grant = later(current, expiresAt) ? { source, expiresAt } : (current as AccessDocument);
  await ctx.upsert<AccessDocument>(ACCESS, {
    id,
    userId,
    questionSetId,
    source: grant.source,
    expiresAt: grant.expiresAt,
  });
  // Only paid sets are sold or redeemed, so the access is judged as for a paid set, at the present time.
  const access = accessForSet({ set: { isPaid: true }, grant, now: new Date() });
  const room = [`user:${userId}`];
  ctx.notify({
    event: 'questionSet:accessUpdate',
    payload: {
      questionSetId,
      hasAccess: access.hasAccess,
      remainingDays: access.remainingDays,
      accessType: access.accessType,
      expiryDate: access.expiresAt,
    },
    rooms: room,
  });
  const tags: InvalidationTag[] = [
    { type: 'Access', id: questionSetId },
    { type: 'QuestionSet', id: questionSetId },
  ];
  ctx.notify(invalidate(tags, event.position, room));
};
