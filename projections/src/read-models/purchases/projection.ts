import type { PurchaseEvent, QuestionSetEvent, RedeemCodeEvent } from '@exam/domain';
import { invalidate } from '../../runner/notifications.js';
import { defineProjection, type ProjectionContext, type Recorded } from '../../runner/projection.js';
import { COMMERCE_DELETED_SETS, type DeletedSetDocument, isSetDeleted } from './deleted-sets.js';
import {
  applyCompletedAfterFailure,
  applyCompletionFailed,
  PENDING_COMPLETIONS,
} from './pending-completions.js';
import { PURCHASES, type PurchaseDocument } from './types.js';

type GrantEvent = Recorded<PurchaseEvent | RedeemCodeEvent | QuestionSetEvent>;

/** A deleted set: tombstone it and flag every grant of it; each owner's purchases list is refreshed. */
const applySetDeleted = async (
  questionSetId: string,
  at: string,
  position: number,
  ctx: ProjectionContext,
) => {
  await ctx.upsert<DeletedSetDocument>(COMMERCE_DELETED_SETS, { id: questionSetId, deletedAt: at });
  const owners = new Set<string>();
  for (const doc of await ctx.find<PurchaseDocument>(PURCHASES, { questionSetId })) {
    await ctx.upsert<PurchaseDocument>(PURCHASES, { ...doc, questionSetDeleted: true });
    owners.add(doc.userId);
  }
  for (const userId of owners)
    ctx.notify(invalidate([{ type: 'Purchase', id: 'LIST' }], position, [`user:${userId}`]));
};

/** The learner's purchases list; `purchase:success` (learner spec §7) reaches their room once it is committed. */
export const purchasesProjection = defineProjection({
  name: 'purchases',
  collections: [
    {
      name: PURCHASES,
      indexes: [{ fields: ['userId'] }, { fields: ['paymentIntentId'] }, { fields: ['questionSetId'] }],
    },
    { name: COMMERCE_DELETED_SETS, indexes: [] },
    { name: PENDING_COMPLETIONS, indexes: [] },
  ],
  handles: ['PurchaseCompleted', 'RedeemCodeRedeemed', 'QuestionSetDeleted', 'PurchaseCompletionFailed'],
  async apply(recorded, ctx) {
    const event = recorded as GrantEvent;
    if (event.type === 'QuestionSetDeleted')
      return applySetDeleted(event.data.questionSetId, event.metadata.at, event.position, ctx);
    if (event.type === 'PurchaseCompletionFailed') return applyCompletionFailed(event, ctx);
    if (event.type === 'PurchaseCompleted') {
      await applyCompletedAfterFailure(event, ctx);
      const { purchaseId, userId, questionSetId, paymentIntentId, amount, currency } = event.data;
      await ctx.upsert<PurchaseDocument>(PURCHASES, {
        id: purchaseId,
        userId,
        questionSetId,
        source: 'purchase',
        paymentMethod: event.data.paymentMethod,
        paymentIntentId,
        code: null,
        amount,
        currency,
        purchaseDate: event.data.purchasedAt,
        expiryDate: event.data.expiresAt,
        questionSetDeleted: await isSetDeleted(ctx, questionSetId),
      });
      const room = [`user:${userId}`];
      ctx.notify({
        event: 'purchase:success',
        payload: { userId, questionSetId, purchaseId, expiryDate: event.data.expiresAt },
        rooms: room,
      });
      ctx.notify(invalidate([{ type: 'Purchase', id: 'LIST' }], event.position, room));
      return;
    }
    if (event.type === 'RedeemCodeRedeemed') {
      const { codeId, code, userId, questionSetId } = event.data;
      await ctx.upsert<PurchaseDocument>(PURCHASES, {
        id: codeId,
        userId,
        questionSetId,
        source: 'redeem',
        paymentMethod: 'redeem',
        paymentIntentId: null,
        code,
        amount: 0,
        currency: 'jpy',
        purchaseDate: event.data.redeemedAt,
        expiryDate: event.data.expiresAt,
        questionSetDeleted: await isSetDeleted(ctx, questionSetId),
      });
      ctx.notify(invalidate([{ type: 'Purchase', id: 'LIST' }], event.position, [`user:${userId}`]));
    }
  },
});
