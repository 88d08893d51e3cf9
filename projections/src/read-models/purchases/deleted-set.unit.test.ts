import type { PurchaseEvent, QuestionSetEvent, RedeemCodeEvent } from '@exam/domain';
import type { RecordedEvent } from '@exam/platform';
import { describe, expect, it } from 'vitest';
import { commerceProjections } from '../../commerce.js';
import { applyEvents } from '../../test-support/apply-events.js';
import { REDEEM_CODES, type RedeemCodeDocument } from '../redeem-codes/index.js';
import { PURCHASES, type PurchaseDocument } from './index.js';

type AnyEvent = PurchaseEvent | RedeemCodeEvent | QuestionSetEvent;

const log = () => {
  const events: RecordedEvent[] = [];
  const record = (event: AnyEvent, streamName: string) => {
    const position = events.length + 1;
    events.push({
      id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
      type: event.type,
      data: event.data,
      metadata: { at: `2025-03-0${position}T00:00:00.000Z` },
      streamName,
      revision: events.filter((known) => known.streamName === streamName).length,
      position,
    });
  };
  return { events, record };
};

const purchased = (purchaseId: string, questionSetId: string): PurchaseEvent => ({
  type: 'PurchaseCompleted',
  data: {
    purchaseId,
    userId: 'u1',
    questionSetId,
    paymentIntentId: `pi_${purchaseId}`,
    amount: 1980,
    currency: 'jpy',
    paymentMethod: 'card',
    purchasedAt: '2025-03-01T00:00:00.000Z',
    expiresAt: '2099-01-01T00:00:00.000Z',
  },
});
const code = (codeId: string, questionSetId: string) => ({
  codeId,
  code: `CODE${codeId.toUpperCase()}ABCDEFGH`,
  questionSetId,
});
const generated = (codeId: string, questionSetId: string): RedeemCodeEvent => ({
  type: 'RedeemCodeGenerated',
  data: { ...code(codeId, questionSetId), validityDays: 30, createdBy: 'admin' },
});
const redeemed = (codeId: string, questionSetId: string): RedeemCodeEvent => ({
  type: 'RedeemCodeRedeemed',
  data: {
    ...code(codeId, questionSetId),
    userId: 'u1',
    validityDays: 30,
    redeemedAt: '2025-03-02T00:00:00.000Z',
    expiresAt: '2099-01-01T00:00:00.000Z',
  },
});
const setDeleted = (questionSetId: string): QuestionSetEvent => ({
  type: 'QuestionSetDeleted',
  data: { questionSetId },
});

const run = async (history: ReturnType<typeof log>) => {
  const { store, notifications } = await applyEvents(commerceProjections, history.events);
  const purchases = store.collection<PurchaseDocument>(PURCHASES);
  const codes = store.collection<RedeemCodeDocument>(REDEEM_CODES);
  return { purchases, codes, notifications };
};

describe('commerce read models when a set is deleted (money history stays, flagged)', () => {
  it('given a purchase, a redemption and an unused code of a set, when the set is deleted, then all stay on record flagged questionSetDeleted, and another set is untouched', async () => {
    const history = log();
    history.record(purchased('p1', 's1'), 'purchase-pi_p1');
    history.record(purchased('p2', 's2'), 'purchase-pi_p2');
    history.record(generated('c1', 's1'), 'redeemCode-c1');
    history.record(redeemed('c1', 's1'), 'redeemCode-c1');
    history.record(generated('c2', 's1'), 'redeemCode-c2');

    history.record(setDeleted('s1'), 'questionSet-s1');
    const { purchases, codes, notifications } = await run(history);

    expect(await purchases.get('p1')).toMatchObject({ questionSetId: 's1', questionSetDeleted: true });
    expect(await purchases.get('c1')).toMatchObject({ paymentMethod: 'redeem', questionSetDeleted: true });
    expect(await purchases.get('p2')).toMatchObject({ questionSetDeleted: false });
    expect(await codes.get('c1')).toMatchObject({ isUsed: true, questionSetDeleted: true });
    expect(await codes.get('c2')).toMatchObject({ isUsed: false, questionSetDeleted: true });
    const invalidations = notifications.filter((notification) => notification.event === 'invalidate');
    expect(invalidations.some((notification) => notification.rooms?.includes('user:u1'))).toBe(true);
    expect(invalidations.some((notification) => notification.rooms?.includes('admins'))).toBe(true);
  });

  it('given a deleted set, when a late purchase of it completes (a webhook after the deletion), then that row is flagged too', async () => {
    const history = log();
    history.record(setDeleted('s1'), 'questionSet-s1');
    history.record(purchased('p1', 's1'), 'purchase-pi_p1');
    const { purchases } = await run(history);
    expect(await purchases.get('p1')).toMatchObject({ questionSetDeleted: true });
  });

  it('given an unused code of a deleted set, when it is fixed onto a live set, then it is no longer flagged; fixed back onto the deleted one, it is', async () => {
    const history = log();
    history.record(generated('c1', 's1'), 'redeemCode-c1');
    history.record(setDeleted('s1'), 'questionSet-s1');
    history.record(
      {
        type: 'RedeemCodeSetFixed',
        data: { ...code('c1', 's2'), previousQuestionSetId: 's1', fixedBy: 'admin' },
      },
      'redeemCode-c1',
    );
    const fixed = await run(history);
    expect(await fixed.codes.get('c1')).toMatchObject({ questionSetId: 's2', questionSetDeleted: false });

    history.record(
      {
        type: 'RedeemCodeSetFixed',
        data: { ...code('c1', 's1'), previousQuestionSetId: 's2', fixedBy: 'admin' },
      },
      'redeemCode-c1',
    );
    const back = await run(history);
    expect(await back.codes.get('c1')).toMatchObject({ questionSetId: 's1', questionSetDeleted: true });
  });

  it('given the same log, when it is applied one event per batch, then the documents equal one big batch (rebuild agrees with live)', async () => {
    const history = log();
    history.record(purchased('p1', 's1'), 'purchase-pi_p1');
    history.record(generated('c1', 's1'), 'redeemCode-c1');
    history.record(setDeleted('s1'), 'questionSet-s1');
    history.record(purchased('p3', 's1'), 'purchase-pi_p3');
    const whole = await applyEvents(commerceProjections, history.events);
    const stepwise = await applyEvents(commerceProjections, history.events, { batchSize: 1 });
    for (const name of [PURCHASES, REDEEM_CODES]) {
      const sorted = async (store: typeof whole.store) =>
        (await store.collection(name).find({})).sort((a, b) => a.id.localeCompare(b.id));
      expect(await sorted(stepwise.store)).toEqual(await sorted(whole.store));
    }
  });
});
