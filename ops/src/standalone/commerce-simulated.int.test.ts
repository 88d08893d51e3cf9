import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  type CommerceHarness,
  createPaidSet,
  learnerHeaders,
  startCommerce,
} from './test-support/commerce-harness.js';

const CARD = { expiry: '12/39', cvc: '123' };

describe('purchases through the simulated gateway (embedded profile)', () => {
  let harness: CommerceHarness;
  let setId: string;
  let questionIds: string[];
  let freeSetId: string;

  beforeAll(async () => {
    harness = await startCommerce();
    ({ setId, questionIds } = await createPaidSet(harness));
    ({ setId: freeSetId } = await createPaidSet(harness, { isPaid: false, price: 0, title: '無料問題集' }));
  });
  afterAll(async () => {
    await harness?.close();
  });

  const createIntent = (learner: number, body: object = { questionSetId: setId }) =>
    harness.http.post('/api/payments/create-intent').set(learnerHeaders(learner)).send(body);
  const confirm = (learner: number, paymentIntentId: string, cardNumber: string) =>
    harness.http
      .post('/api/payments/simulated/confirm')
      .set(learnerHeaders(learner))
      .send({ paymentIntentId, cardNumber, ...CARD });

  it('given no sign-in, when an intent is asked, then 401', async () => {
    expect(
      (await harness.http.post('/api/payments/create-intent').send({ questionSetId: setId })).status,
    ).toBe(401);
  });

  it('given a free set, when an intent is asked, then 400 with data.isFree and nothing is charged', async () => {
    const response = await createIntent(1, { questionSetId: freeSetId });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: 'FREE_SET', data: { isFree: true } });
  });

  it('given the spec client amount (yen x 100), then the intent charges exactly the price in yen', async () => {
    const response = await createIntent(1, { questionSetId: setId, amount: 198000, currency: 'jpy' });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ amount: 1980, currency: 'jpy', provider: 'simulated' });
    expect(response.body.clientSecret).toMatch(/^pi_sim_/);
    // A double click answers the same intent.
    expect((await createIntent(1, { questionSetId: setId })).body.paymentIntentId).toBe(
      response.body.paymentIntentId,
    );
  });

  it.each([
    ['an amount that is neither the price nor x100', { amount: 100 }, 'AMOUNT_INCONSISTENT'],
    ['another currency', { currency: 'usd' }, 'PAYMENT_CURRENCY_MISMATCH'],
  ])('given %s, then 400', async (_, change, code) => {
    const response = await createIntent(1, { questionSetId: setId, ...change });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(code);
  });

  it('given the test cards, then declines say why, an unknown card is invalid, and 4242 buys the set once', async () => {
    const { paymentIntentId } = (await createIntent(2)).body;
    const head = await harness.head();
    const declined = await confirm(2, paymentIntentId, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({ code: 'CARD_DECLINED', message: 'カードが拒否されました' });
    const poor = await confirm(2, paymentIntentId, '4000000000009995');
    expect(poor.status).toBe(402);
    expect(poor.body).toMatchObject({ code: 'INSUFFICIENT_FUNDS', message: '残高不足です' });
    const invalid = await confirm(2, paymentIntentId, '1234 5678 9012 3456');
    expect(invalid.status).toBe(400);
    expect(await harness.count('PaymentFailed')).toBe(2);
    expect(await harness.count('PurchaseCompleted')).toBe(0);

    // Another learner cannot pay (or complete) this learner's intent.
    expect((await confirm(3, paymentIntentId, '4242424242424242')).status).toBe(403);

    const paid = await confirm(2, paymentIntentId, '4242 4242 4242 4242');
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'succeeded', amount: 1980 });
    // The client's complete-purchase then finds it completed: same purchase, nothing appended.
    const completed = await harness.http
      .post('/api/payments/complete-purchase')
      .set(learnerHeaders(2))
      .send({ questionSetId: setId, paymentIntentId, amount: 198000 });
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({ success: true, message: '購入が完了しました' });
    expect(completed.body.data.id).toBe(paid.body.data.purchase.id);
    expect(completed.body.data.expiryDate).toBe(paid.body.data.purchase.expiryDate);
    expect(await harness.count('PurchaseCompleted')).toBe(1);
    expect(head).toBeLessThan(await harness.head());
    await harness.settle(completed.body.position);

    // Already bought: never charged again.
    const again = await createIntent(2);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('既に購入済みです');

    const check = await harness.http.get(`/api/purchases/check/${setId}`).set(learnerHeaders(2));
    expect(check.body.data).toMatchObject({
      hasAccess: true,
      isPaid: true,
      accessType: 'paid',
      remainingDays: 180,
    });
    const list = await harness.http.get('/api/purchases').set(learnerHeaders(2));
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({
      questionSetId: setId,
      status: 'active',
      hasAccess: true,
      remainingDays: 180,
      amount: 1980,
      paymentMethod: 'card',
      questionSet: { id: setId, title: '情報セキュリティ応用' },
    });
  });

  it('given a simulated intent, then it lives in the event store (so it survives a restart)', async () => {
    const { paymentIntentId } = (await createIntent(4)).body;
    const events = await harness.standalone.eventStore.readStream(
      `simulatedPaymentIntent-${paymentIntentId}`,
    );
    expect(events[0]).toMatchObject({ type: 'SimulatedPaymentIntentCreated', data: { amount: 1980 } });
  });

  it('given an unpaid intent, when completed, then 400 and nothing is appended', async () => {
    const { paymentIntentId } = (await createIntent(5)).body;
    const head = await harness.head();
    const response = await harness.http
      .post('/api/payments/complete-purchase')
      .set(learnerHeaders(5))
      .send({ questionSetId: setId, paymentIntentId });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('PAYMENT_NOT_SUCCEEDED');
    const fallback = await harness.http
      .post('/api/purchases/update-access')
      .set(learnerHeaders(5))
      .send({ questionSetId: setId, purchaseId: paymentIntentId });
    expect(fallback.status).toBe(400);
    expect(await harness.head()).toBe(head);
  });

  it('given a learner past the trial, when they buy, then answering beyond the trial is allowed', async () => {
    const answer = (index: number) =>
      harness.http
        .post(`/api/practice/${setId}/answers`)
        .set(learnerHeaders(6))
        .send({ questionId: questionIds[index], selectedOptionIds: ['nonexistent'] });
    // The option ids are the server's: read the set to answer properly.
    const detail = await harness.http.get(`/api/question-sets/${setId}`).set(learnerHeaders(6));
    const firstOption = (index: number) => detail.body.data.questions[index]?.options?.[0]?.id;
    const answerProperly = (index: number) =>
      harness.http
        .post(`/api/practice/${setId}/answers`)
        .set(learnerHeaders(6))
        .send({ questionId: questionIds[index], selectedOptionIds: [firstOption(index)] });
    expect((await answerProperly(0)).status).toBe(200);
    const beyond = await answer(1);
    expect(beyond.body.code).toBe('TRIAL_ENDED');

    const { paymentIntentId } = (await createIntent(6)).body;
    const paid = await confirm(6, paymentIntentId, '4242424242424242');
    await harness.settle(paid.body.position);
    const after = await harness.http.get(`/api/question-sets/${setId}`).set(learnerHeaders(6));
    const optionId = after.body.data.questions[1].options[0].id;
    const response = await harness.http
      .post(`/api/practice/${setId}/answers`)
      .set(learnerHeaders(6))
      .send({ questionId: questionIds[1], selectedOptionIds: [optionId] });
    expect(response.status).toBe(200);
  });

  it('given DEBUG_PURCHASES is off, then the direct purchase does not exist, for administrators too', async () => {
    const response = await harness.http
      .post('/api/purchases/direct-purchase')
      .set(ADMIN)
      .send({ questionSetId: setId });
    expect(response.status).toBe(404);
  });

  it('given the client config, then it names the simulated gateway', async () => {
    const response = await harness.http.get('/api/config');
    expect(response.body.data.payments).toEqual({ provider: 'simulated', debugPurchases: false });
  });
});

describe('debug direct purchase (DEBUG_PURCHASES=true)', () => {
  let harness: CommerceHarness;
  let setId: string;
  beforeAll(async () => {
    harness = await startCommerce({ DEBUG_PURCHASES: 'true' });
    ({ setId } = await createPaidSet(harness));
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('given a learner, then 404; given an administrator, then a direct purchase is recorded', async () => {
    expect(
      (
        await harness.http
          .post('/api/purchases/direct-purchase')
          .set(learnerHeaders(1))
          .send({ questionSetId: setId })
      ).status,
    ).toBe(404);
    const response = await harness.http
      .post('/api/purchases/direct-purchase')
      .set(ADMIN)
      .send({ questionSetId: setId });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ paymentMethod: 'direct', questionSetId: setId, amount: 1980 });
    expect(response.body.data.expiryDate).toEqual(expect.any(String));
  });
});
