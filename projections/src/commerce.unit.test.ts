import type { PurchaseEvent, RedeemCodeEvent } from '@exam/domain';
import type { RecordedEvent } from '@exam/platform';
import { describe, expect, it } from 'vitest';
import { commerceProjections } from './commerce.js';
import { accessProjection } from './read-models/access/index.js';
import { ACCESS, type AccessDocument } from './read-models/access/types.js';
import { PURCHASES, type PurchaseDocument } from './read-models/purchases/index.js';
import { REDEEM_CODES, type RedeemCodeDocument } from './read-models/redeem-codes/index.js';
import { applyEvents } from './test-support/apply-events.js';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const log = () => {
  const events: RecordedEvent[] = [];
  const record = (event: PurchaseEvent | RedeemCodeEvent, streamName: string) => {
    const position = events.length + 1;
    events.push({
      id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
      type: event.type,
      data: event.data,
      metadata: { at: '2025-03-01T00:00:00.000Z' },
      streamName,
      revision: events.filter((known) => known.streamName === streamName).length,
      position,
    });
  };
  return { events, record };
};

const purchase = (expiresAt: string): PurchaseEvent => ({
  type: 'PurchaseCompleted',
  data: {
    purchaseId: 'p1',
    userId: 'u1',
    questionSetId: 's1',
    paymentIntentId: 'pi_1',
    amount: 1980,
    currency: 'jpy',
    paymentMethod: 'card',
    purchasedAt: '2025-03-01T00:00:00.000Z',
    expiresAt,
  },
});
const ref = { codeId: 'c1', code: 'ABCDEFGHJKMNPQRS', questionSetId: 's1' };

describe('commerce read models', () => {
  it('given a completed purchase, then the purchase is listed, access granted and the learner told after commit', async () => {
    const history = log();
    history.record(purchase(inDays(180)), 'purchase-pi_1');
    const { store, notifications } = await applyEvents(
      [...commerceProjections, accessProjection],
      history.events,
    );
    expect(await store.collection<PurchaseDocument>(PURCHASES).get('p1')).toMatchObject({
      userId: 'u1',
      source: 'purchase',
      paymentMethod: 'card',
      amount: 1980,
    });
    expect(await store.collection<AccessDocument>(ACCESS).get('u1:s1')).toMatchObject({ source: 'purchase' });
    const events = notifications.map((notification) => notification.event);
    expect(events).toEqual(
      expect.arrayContaining(['purchase:success', 'questionSet:accessUpdate', 'invalidate']),
    );
    const update = notifications.find((notification) => notification.event === 'questionSet:accessUpdate');
    expect(update).toMatchObject({
      rooms: ['user:u1'],
      payload: { questionSetId: 's1', hasAccess: true, accessType: 'paid', remainingDays: 180 },
    });
  });

  it('given a code generated then redeemed, then the admin list shows it used and the learner has redeemed access', async () => {
    const history = log();
    const stream = `redeemCode-${ref.code}`;
    history.record(
      { type: 'RedeemCodeGenerated', data: { ...ref, validityDays: 30, createdBy: 'admin' } },
      stream,
    );
    history.record(
      {
        type: 'RedeemCodeRedeemed',
        data: {
          ...ref,
          userId: 'u1',
          validityDays: 30,
          redeemedAt: '2025-03-02T00:00:00.000Z',
          expiresAt: inDays(30),
        },
      },
      stream,
    );
    const { store, notifications } = await applyEvents(
      [...commerceProjections, accessProjection],
      history.events,
    );
    expect(await store.collection<RedeemCodeDocument>(REDEEM_CODES).get('c1')).toMatchObject({
      isUsed: true,
      usedBy: 'u1',
      usedAt: '2025-03-02T00:00:00.000Z',
      createdBy: 'admin',
    });
    expect(await store.collection<PurchaseDocument>(PURCHASES).get('c1')).toMatchObject({
      paymentMethod: 'redeem',
    });
    expect(await store.collection<AccessDocument>(ACCESS).get('u1:s1')).toMatchObject({ source: 'redeem' });
    expect(notifications.some((notification) => notification.event === 'redeemCode:new')).toBe(true);
    expect(
      notifications.some(
        (notification) => notification.event === 'invalidate' && notification.rooms?.includes('admins'),
      ),
    ).toBe(true);
  });

  it('given a longer grant, then an earlier-ending one does not shorten it', async () => {
    const history = log();
    history.record(purchase(inDays(100)), 'purchase-pi_1');
    history.record(
      {
        type: 'RedeemCodeRedeemed',
        data: {
          ...ref,
          userId: 'u1',
          validityDays: 30,
          redeemedAt: '2025-03-02T00:00:00.000Z',
          expiresAt: inDays(30),
        },
      },
      `redeemCode-${ref.code}`,
    );
    const { store } = await applyEvents([accessProjection], history.events);
    const grant = await store.collection<AccessDocument>(ACCESS).get('u1:s1');
    expect(grant?.source).toBe('purchase');
  });

  it('given a generated code deleted, then it stays on record, marked deleted by whom (issue 15)', async () => {
    const history = log();
    const stream = `redeemCode-${ref.code}`;
    history.record(
      { type: 'RedeemCodeGenerated', data: { ...ref, validityDays: 30, createdBy: 'admin' } },
      stream,
    );
    history.record({ type: 'RedeemCodeDeleted', data: { ...ref, deletedBy: 'admin' } }, stream);
    const { store } = await applyEvents(commerceProjections, history.events);
    expect(await store.collection(REDEEM_CODES).get('c1')).toMatchObject({
      id: 'c1',
      deleted: true,
      deletedBy: 'admin',
      isUsed: false,
    });
  });
});
