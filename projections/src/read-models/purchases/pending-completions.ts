import type { PurchaseCompleted, PurchaseCompletionFailed } from '@exam/domain';
import { invalidate } from '../../runner/notifications.js';
import type { ProjectionContext } from '../../runner/projection.js';

/**
 * Charged intents whose completion failed and has not succeeded yet (issue 27): the administrators' purchases
 * tab lists them as "charged, access pending" with a retry action. One document per intent; PurchaseCompleted
 * removes it. Bounded work per event: one read and one write, or one delete.
 */
export const PENDING_COMPLETIONS = 'purchase_pending_completions';

export type PendingCompletionDocument = {
  /** The payment intent's id. */
  id: string;
  userId: string;
  questionSetId: string;
  /** Yen charged. */
  amount: number;
  /** When completing it first failed (the charge is older; the gateway has its time). */
  firstFailedAt: string;
  lastFailedAt: string;
  /** Failed attempts so far (the automatic job's and the administrators' retries). */
  failures: number;
  lastReason: string;
  _position?: number;
};

const ADMIN_AUDIT = invalidate.bind(null, [{ type: 'Purchase', id: 'AUDIT' }]);

export const applyCompletionFailed = async (
  { data, position }: PurchaseCompletionFailed & { position: number },
  ctx: ProjectionContext,
) => {
  const earlier = await ctx.get<PendingCompletionDocument>(PENDING_COMPLETIONS, data.paymentIntentId);
  await ctx.upsert<PendingCompletionDocument>(PENDING_COMPLETIONS, {
    id: data.paymentIntentId,
    userId: data.userId,
    questionSetId: data.questionSetId,
    amount: data.amount,
    firstFailedAt: earlier?.firstFailedAt ?? data.failedAt,
    lastFailedAt: data.failedAt,
    failures: data.attempt,
    lastReason: data.reason,
  });
  ctx.notify(ADMIN_AUDIT(position, ['admins']));
};

export const applyCompletedAfterFailure = async (
  { data, position }: PurchaseCompleted & { position: number },
  ctx: ProjectionContext,
) => {
  if (!(await ctx.get(PENDING_COMPLETIONS, data.paymentIntentId))) return;
  await ctx.delete(PENDING_COMPLETIONS, data.paymentIntentId);
  ctx.notify(ADMIN_AUDIT(position, ['admins']));
};
