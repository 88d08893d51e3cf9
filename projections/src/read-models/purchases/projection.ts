import type { PurchaseEvent, RedeemCodeEvent } from '@exam/domain';
import { invalidate } from '../../runner/notifications.js';
import { defineProjection, type Recorded } from '../../runner/projection.js';
import { PURCHASES, type PurchaseDocument } from './types.js';

type GrantEvent = Recorded<PurchaseEvent | RedeemCodeEvent>;

/** The learner's purchases list; `purchase:success` (learner spec §7) reaches their room once it is committed. */
export const purchasesProjection = defineProjection({
  name: 'purchases',
  collections: [{ name: PURCHASES, indexes: [{ fields: ['userId'] }, { fields: ['paymentIntentId'] }] }],
  handles: ['PurchaseCompleted', 'RedeemCodeRedeemed'],
  async apply(recorded, ctx) {
    const event = recorded as GrantEvent;
    if (event.type === 'PurchaseCompleted') {
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
      });
      ctx.notify(invalidate([{ type: 'Purchase', id: 'LIST' }], event.position, [`user:${userId}`]));
    }
  },
});
