import { describe, expect, it } from 'vitest';
import { deciderSpec, refusal } from '../test-support/decider-spec.js';
import { chargeAmountFor, isConsistentClientAmount } from './amount.js';
import type { CompletePurchase, PurchaseCommand } from './commands.js';
import { purchaseDecider } from './decider.js';
import type { PurchaseCompleted, PurchaseEvent } from './events.js';
import { extendedExpiry } from './expiry.js';

const AT = '2025-03-01T00:00:00.000Z';
const set = { questionSetId: 's1', isPaid: true, price: 1980, validityPeriod: 180 };
const intent = {
  id: 'pi_1',
  status: 'succeeded',
  amount: 1980,
  currency: 'jpy',
  metadata: { userId: 'u1', questionSetId: 's1' },
};

const { given } = deciderSpec(purchaseDecider);

const complete = (overrides: Partial<CompletePurchase['data']> = {}): CompletePurchase => ({
  type: 'CompletePurchase',
  data: {
    purchaseId: 'p1',
    paymentIntentId: 'pi_1',
    questionSetId: 's1',
    requestedBy: 'u1',
    intent,
    set,
    currentExpiresAt: null,
    at: AT,
    ...overrides,
  },
});

const completed = (overrides: Partial<PurchaseCompleted['data']> = {}): PurchaseCompleted => ({
  type: 'PurchaseCompleted',
  data: {
    purchaseId: 'p1',
    userId: 'u1',
    questionSetId: 's1',
    paymentIntentId: 'pi_1',
    amount: 1980,
    currency: 'jpy',
    paymentMethod: 'card',
    purchasedAt: AT,
    expiresAt: '2025-08-28T00:00:00.000Z',
    ...overrides,
  },
});

describe('CompletePurchase', () => {
  it('given a succeeded intent for the price in yen, then the purchase completes for 180 days', () => {
    expect(given().when(complete())).toEqual([completed()]);
  });

  it('given the learner still has access until later, then the new period starts at that expiry', () => {
    const [event] = given().when(complete({ currentExpiresAt: '2025-04-01T00:00:00.000Z' }));
    expect(event?.data).toMatchObject({ expiresAt: '2025-09-28T00:00:00.000Z' });
  });

  it('given an expired grant, then the period starts now', () => {
    const [event] = given().when(complete({ currentExpiresAt: '2024-01-01T00:00:00.000Z' }));
    expect(event?.data).toMatchObject({ expiresAt: '2025-08-28T00:00:00.000Z' });
  });

  it('given it already completed, when completed again (webhook after complete-purchase), then nothing new', () => {
    expect(given(completed()).when(complete({ purchaseId: 'p2' }))).toEqual([]);
    expect(given(completed()).when(complete({ requestedBy: null }))).toEqual([]);
  });

  it('given the webhook (no caller), then the learner comes from the intent metadata', () => {
    expect(given().when(complete({ requestedBy: null }))).toEqual([completed()]);
  });

  it("given another learner's intent, then 403 even after it completed", () => {
    const expected = {
      status: 403,
      code: 'PAYMENT_NOT_YOURS',
      message: 'この支払いは別のユーザーのものです',
    };
    expect(refusal(() => given().when(complete({ requestedBy: 'u2' })))).toEqual(expected);
    expect(refusal(() => given(completed()).when(complete({ requestedBy: 'u2' })))).toEqual(expected);
  });

  it('given an intent for another set, then 400', () => {
    expect(refusal(() => given().when(complete({ questionSetId: 's2' })))).toMatchObject({
      status: 400,
      code: 'PAYMENT_SET_MISMATCH',
    });
  });

  it.each([
    ['unpaid', { status: 'requires_payment_method' }, 'PAYMENT_NOT_SUCCEEDED'],
    ['processing', { status: 'processing' }, 'PAYMENT_NOT_SUCCEEDED'],
    ['in another currency', { currency: 'usd' }, 'PAYMENT_CURRENCY_MISMATCH'],
    ['for yen x 100', { amount: 198000 }, 'PAYMENT_AMOUNT_MISMATCH'],
    ['for less', { amount: 1 }, 'PAYMENT_AMOUNT_MISMATCH'],
  ])('given an intent %s, then it is refused with 400', (_, change, code) => {
    expect(refusal(() => given().when(complete({ intent: { ...intent, ...change } })))).toMatchObject({
      status: 400,
      code,
    });
  });

  it('given the unpaid intent, then the message names its status', () => {
    expect(
      refusal(() => given().when(complete({ intent: { ...intent, status: 'requires_payment_method' } })))
        .message,
    ).toBe('支払いが完了していません（状態: requires_payment_method）');
  });

  it('given a free or deleted set, then it is refused', () => {
    expect(refusal(() => given().when(complete({ set: { ...set, isPaid: false, price: 0 } })))).toMatchObject(
      {
        status: 400,
        code: 'FREE_SET',
      },
    );
    expect(refusal(() => given().when(complete({ set: null })))).toMatchObject({ status: 404 });
  });
});

describe('RecordPaymentFailure', () => {
  const failure = (attemptId: string): PurchaseCommand => ({
    type: 'RecordPaymentFailure',
    data: {
      paymentIntentId: 'pi_1',
      userId: 'u1',
      questionSetId: 's1',
      attemptId,
      reason: 'カードが拒否されました',
      at: AT,
    },
  });

  it('given a new failed attempt, then it is recorded once (redelivery records nothing)', () => {
    const [event] = given().when(failure('evt_1'));
    expect(event).toMatchObject({ type: 'PaymentFailed', data: { attemptId: 'evt_1', failedAt: AT } });
    expect(given(event as PurchaseEvent).when(failure('evt_1'))).toEqual([]);
  });

  it('given a completed purchase, then a late failure records nothing', () => {
    expect(given(completed()).when(failure('evt_2'))).toEqual([]);
  });

  it('given an earlier failure, then a later success still completes', () => {
    const [failed] = given().when(failure('evt_1'));
    expect(given(failed as PurchaseEvent).when(complete())).toEqual([completed()]);
  });
});

describe('RecordDirectPurchase', () => {
  it('given a set, then a direct purchase completes at the price with method direct', () => {
    const [event] = given().when({
      type: 'RecordDirectPurchase',
      data: { purchaseId: 'p9', userId: 'u1', questionSetId: 's1', set, currentExpiresAt: null, at: AT },
    });
    expect(event?.data).toMatchObject({
      paymentMethod: 'direct',
      paymentIntentId: 'direct_p9',
      amount: 1980,
    });
  });
});

describe('amounts and expiry', () => {
  it('given a fractional price, then the charge is whole yen, rounded half up', () => {
    expect(chargeAmountFor(1980)).toBe(1980);
    expect(chargeAmountFor(99.5)).toBe(100);
    expect(chargeAmountFor(99.4)).toBe(99);
  });

  it('given a client amount, then only the price or the price x 100 is consistent', () => {
    expect(isConsistentClientAmount(undefined, 1980)).toBe(true);
    expect(isConsistentClientAmount(1980, 1980)).toBe(true);
    expect(isConsistentClientAmount(198000, 1980)).toBe(true);
    expect(isConsistentClientAmount(1, 1980)).toBe(false);
    expect(isConsistentClientAmount(19800, 1980)).toBe(false);
  });

  it('given an unreadable current expiry, then counting starts now', () => {
    expect(extendedExpiry(AT, 'nonsense', 1)).toBe('2025-03-02T00:00:00.000Z');
  });
});

describe('intents and refused webhooks on record (issue 15)', () => {
  const created: PurchaseCommand = {
    type: 'RecordIntentCreated',
    data: {
      paymentIntentId: 'pi_1',
      userId: 'u1',
      questionSetId: 's1',
      amount: 1980,
      currency: 'jpy',
      provider: 'stripe',
      at: AT,
    },
  };
  const refusal = (gatewayEventId: string): PurchaseCommand => ({
    type: 'RecordWebhookRefusal',
    data: {
      paymentIntentId: 'pi_1',
      gatewayEventId,
      gatewayEventType: 'payment_intent.succeeded',
      code: 'PAYMENT_AMOUNT_MISMATCH',
      reason: '金額が一致しません',
      at: AT,
    },
  });

  it('given a new intent, then PaymentIntentCreated; given it again (a reused intent), then nothing', () => {
    const [event] = given().when(created);
    expect(event).toMatchObject({ type: 'PaymentIntentCreated', data: { amount: 1980, createdAt: AT } });
    expect(given(event as PurchaseEvent).when(created)).toEqual([]);
  });

  it('given a refused gateway event, then WebhookRefused once per event id', () => {
    const [event] = given().when(refusal('evt_1'));
    expect(event).toMatchObject({
      type: 'WebhookRefused',
      data: { gatewayEventId: 'evt_1', code: 'PAYMENT_AMOUNT_MISMATCH' },
    });
    expect(given(event as PurchaseEvent).when(refusal('evt_1'))).toEqual([]);
    expect(given(event as PurchaseEvent).when(refusal('evt_2'))).toHaveLength(1);
  });
});
