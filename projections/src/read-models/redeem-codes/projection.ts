import type { QuestionSetDeleted, RedeemCodeEvent } from '@exam/domain';
import { type InvalidationTag, invalidate } from '../../runner/notifications.js';
import { defineProjection, type ProjectionContext, type Recorded } from '../../runner/projection.js';
import { isSetDeleted } from '../purchases/deleted-sets.js';
import { REDEEM_CODES, type RedeemCodeDocument } from './types.js';

const CODE_LIST: InvalidationTag = { type: 'RedeemCode', id: 'LIST' };
const ADMINS = ['admins'];

/** Every code of a deleted set is flagged; the admins' list and each redeemer's redeemed tab are refreshed. */
const applySetDeleted = async (event: Recorded<QuestionSetDeleted>, ctx: ProjectionContext) => {
  const docs = await ctx.find<RedeemCodeDocument>(REDEEM_CODES, { questionSetId: event.data.questionSetId });
  if (docs.length === 0) return;
  for (const doc of docs)
    await ctx.upsert<RedeemCodeDocument>(REDEEM_CODES, { ...doc, questionSetDeleted: true });
  const redeemers = [...new Set(docs.flatMap((doc) => (doc.usedBy ? [doc.usedBy] : [])))];
  for (const userId of redeemers) ctx.notify(invalidate([CODE_LIST], event.position, [`user:${userId}`]));
  ctx.notify(invalidate([CODE_LIST], event.position, ADMINS));
};

/**
 * The admin code list (`redeem_codes`); `redeemCode:new` (learner spec §7) reaches the redeeming learner.
 * Runs after the purchases projection in the commerce group: it reads that projection's deleted-set tombstones.
 */
export const redeemCodesProjection = defineProjection({
  name: 'redeem-codes',
  collections: [
    {
      name: REDEEM_CODES,
      indexes: [
        { fields: ['createdAt'] },
        { fields: ['usedBy'] },
        { fields: ['questionSetId'] },
        { fields: ['isUsed'] },
      ],
    },
  ],
  handles: [
    'RedeemCodeGenerated',
    'RedeemCodeRedeemed',
    'RedeemCodeSetFixed',
    'RedeemCodeDeleted',
    'QuestionSetDeleted',
  ],
  async apply(recorded, ctx) {
    if (recorded.type === 'QuestionSetDeleted')
      return applySetDeleted(recorded as Recorded<QuestionSetDeleted>, ctx);
    const event = recorded as Recorded<RedeemCodeEvent>;
    const { codeId } = event.data;
    const current = await ctx.get<RedeemCodeDocument>(REDEEM_CODES, codeId);
    switch (event.type) {
      case 'RedeemCodeGenerated':
        await ctx.upsert<RedeemCodeDocument>(REDEEM_CODES, {
          id: codeId,
          code: event.data.code,
          questionSetId: event.data.questionSetId,
          validityDays: event.data.validityDays,
          isUsed: false,
          usedAt: null,
          usedBy: null,
          expiryDate: null,
          createdAt: event.metadata.at,
          createdBy: event.data.createdBy,
          questionSetDeleted: await isSetDeleted(ctx, event.data.questionSetId),
        });
        break;
      case 'RedeemCodeRedeemed': {
        if (!current) return;
        const { userId, questionSetId, code, redeemedAt, expiresAt, validityDays } = event.data;
        await ctx.upsert<RedeemCodeDocument>(REDEEM_CODES, {
          ...current,
          isUsed: true,
          usedAt: redeemedAt,
          usedBy: userId,
          expiryDate: expiresAt,
        });
        const room = [`user:${userId}`];
        ctx.notify({
          event: 'redeemCode:new',
          payload: {
            userId,
            questionSetId,
            codeId,
            code,
            usedAt: redeemedAt,
            expiryDate: expiresAt,
            validityDays,
          },
          rooms: room,
        });
        ctx.notify(invalidate([CODE_LIST], event.position, room));
        break;
      }
      case 'RedeemCodeSetFixed':
        if (!current) return;
        await ctx.upsert<RedeemCodeDocument>(REDEEM_CODES, {
          ...current,
          questionSetId: event.data.questionSetId,
          questionSetDeleted: await isSetDeleted(ctx, event.data.questionSetId),
        });
        break;
      case 'RedeemCodeDeleted':
        if (!current) return;
        await ctx.upsert<RedeemCodeDocument>(REDEEM_CODES, {
          ...current,
          deleted: true,
          deletedAt: event.metadata.at ?? null,
          deletedBy: event.data.deletedBy,
        });
        break;
      default:
        return;
    }
    ctx.notify(invalidate([CODE_LIST], event.position, ADMINS));
  },
});
