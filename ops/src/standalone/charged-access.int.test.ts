import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  type CommerceHarness,
  createPaidSet,
  learnerHeaders,
  startCommerce,
} from './test-support/commerce-harness.js';
import { eventually, failingCompleter } from './test-support/failing-completer.js';
import { startFakeStripe } from './test-support/fake-stripe.js';
import { rebuildEveryGroup } from './test-support/rebuild-all.js';

const ACCESS_PENDING = 'お支払いを確認しました。アクセスを付与しています…';
const RETRY = { attempts: 3, delayMs: 30 };

const hasAccess = async (harness: CommerceHarness, learner: number, setId: string) => {
  const check = await harness.http
    .get(`/api/purchases/check/${setId}`)
    .set(learnerHeaders(learner))
    .set('X-Min-Position', String(await harness.head()));
  return check.body.data?.hasAccess === true;
};

/** Issue 27 item 4: completing a purchase fails after the gateway charged it; the learner still ends with access. */
describe('a succeeded charge always ends in access (simulated gateway)', () => {
  const failing = failingCompleter();
  let harness: CommerceHarness;
  let setId: string;

  beforeAll(async () => {
    harness = await startCommerce({}, () => ({ wrapCompletePurchase: failing.wrap, completionRetry: RETRY }));
    ({ setId } = await createPaidSet(harness));
  });
  afterAll(async () => {
    await harness?.close();
  });

  const payWithCard = async (learner: number) => {
    const intent = await harness.http
      .post('/api/payments/create-intent')
      .set(learnerHeaders(learner))
      .send({ questionSetId: setId });
    expect(intent.status, intent.text).toBe(200);
    const paymentIntentId = intent.body.data.paymentIntentId as string;
    const confirmed = await harness.http
      .post('/api/payments/simulated/confirm')
      .set(learnerHeaders(learner))
      .send({ paymentIntentId, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' });
    return { paymentIntentId, confirmed };
  };
  const pendingList = async () => {
    const response = await harness.http
      .get('/api/admin/purchases/pending')
      .set(ADMIN)
      .set('X-Min-Position', String(await harness.head()));
    expect(response.status, response.text).toBe(200);
    return response.body.data.list as Array<Record<string, unknown>>;
  };

  it('given a completion that fails twice after the charge, then the learner is told access is coming, and the retry job grants it', async () => {
    failing.control.failNext = 2;
    const { paymentIntentId, confirmed } = await payWithCard(1);
    expect(confirmed.status, confirmed.text).toBe(202);
    expect(confirmed.body).toMatchObject({
      success: true,
      message: ACCESS_PENDING,
      data: { paymentIntentId, status: 'succeeded', purchase: null, accessPending: true },
    });
    await eventually(() => hasAccess(harness, 1, setId));
    const stream = await harness.standalone.eventStore.readStream(`purchase-${paymentIntentId}`);
    expect(stream.map((event) => event.type)).toEqual([
      'PaymentIntentCreated',
      'PurchaseCompletionFailed',
      'PurchaseCompletionFailed',
      'PurchaseCompleted',
    ]);
    expect(stream.map((event) => (event.data as { attempt?: number }).attempt)).toEqual([
      undefined,
      1,
      2,
      undefined,
    ]);
    expect(await pendingList()).toEqual([]);
    // The payment's audit story tells it too (issue 15 timeline).
    const audit = await harness.http.get(`/api/admin/audit/purchases/${paymentIntentId}`).set(ADMIN);
    expect(audit.status, audit.text).toBe(200);
    expect(audit.body.data.timeline.map((entry: { type: string }) => entry.type)).toEqual(
      expect.arrayContaining(['intentCreated', 'completionFailed', 'paid']),
    );
  });

  it("given a completion that keeps failing, then the purchases tab shows it charged with access pending, and the administrators' retry grants access", async () => {
    failing.control.broken = true;
    const { paymentIntentId, confirmed } = await payWithCard(2);
    expect(confirmed.status, confirmed.text).toBe(202);
    // The job uses its tries (each failure on record), then gives up until someone retries.
    await eventually(async () => (await harness.count('PurchaseCompletionFailed')) >= 2 + 1 + RETRY.attempts);
    const pending = await pendingList();
    expect(pending).toEqual([
      expect.objectContaining({
        paymentIntentId,
        userId: 'learner-2',
        username: 'learner-2',
        questionSetId: setId,
        setTitle: '情報セキュリティ応用',
        amount: 1980,
        failures: 1 + RETRY.attempts,
        lastReason: 'event store unavailable (injected after the charge)',
      }),
    ]);
    // The learner's own complete-purchase while it is pending: the same reassurance, never a bare error.
    const client = await harness.http
      .post('/api/payments/complete-purchase')
      .set(learnerHeaders(2))
      .send({ questionSetId: setId, paymentIntentId });
    expect(client.status, client.text).toBe(202);
    expect(client.body).toMatchObject({ message: ACCESS_PENDING, data: { accessPending: true } });
    expect(await hasAccess(harness, 2, setId)).toBe(false);

    failing.control.broken = false;
    const learnerTries = await harness.http
      .post(`/api/admin/purchases/${paymentIntentId}/complete`)
      .set(learnerHeaders(2));
    expect(learnerTries.status).toBe(403);
    const retried = await harness.http.post(`/api/admin/purchases/${paymentIntentId}/complete`).set(ADMIN);
    expect(retried.status, retried.text).toBe(200);
    expect(retried.body.data).toMatchObject({ paymentIntentId, userId: 'learner-2', hasAccess: true });
    await harness.settle(retried.body.position);
    expect(await hasAccess(harness, 2, setId)).toBe(true);
    expect(await pendingList()).toEqual([]);
    const again = await harness.http.post(`/api/admin/purchases/${paymentIntentId}/complete`).set(ADMIN);
    expect(again.status, again.text).toBe(200);
    expect(await harness.count('PurchaseCompleted')).toBe(2);
  });

  it('given an intent that never failed, when an administrator retries it, then 404 and nothing is appended', async () => {
    const head = await harness.head();
    const response = await harness.http.post('/api/admin/purchases/pi_unknown/complete').set(ADMIN);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ success: false, code: 'NO_PENDING_COMPLETION' });
    expect(await harness.head()).toBe(head);
  });

  it('given pending and completed failures on record, when the projections are rebuilt, then the read models equal the live ones', async () => {
    failing.control.broken = true;
    const { confirmed } = await payWithCard(3);
    expect(confirmed.status).toBe(202);
    await eventually(
      async () =>
        (await harness.count('PurchaseCompletionFailed')) >= 2 + 1 + RETRY.attempts + 1 + RETRY.attempts,
    );
    await harness.settle(await harness.head());
    const snapshot = async () => {
      const collections: Record<string, unknown[]> = {};
      for (const name of ['purchases', 'purchase_pending_completions']) {
        const docs = await harness.standalone.documentStore.collection<{ id: string }>(name).find({});
        collections[name] = docs
          .map(({ _position, ...doc }: { id: string; _position?: number }) => doc)
          .sort((a, b) => a.id.localeCompare(b.id));
      }
      return collections;
    };
    const live = await snapshot();
    expect(live.purchase_pending_completions).toHaveLength(1);
    await rebuildEveryGroup(harness.standalone, { spilled: true });
    expect(await snapshot()).toEqual(live);
    await rebuildEveryGroup(harness.standalone);
    expect(await snapshot()).toEqual(live);
    failing.control.broken = false;
  });
});

describe('a succeeded charge always ends in access (Stripe adapter against its local fake)', () => {
  const WEBHOOK_SECRET = 'whsec_test_charged_access';
  const failing = failingCompleter();
  const signer = new Stripe('sk_test_signer');
  let stripeApi: Awaited<ReturnType<typeof startFakeStripe>>;
  let harness: CommerceHarness;
  let setId: string;

  beforeAll(async () => {
    stripeApi = await startFakeStripe();
    harness = await startCommerce(
      {
        PAYMENTS: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_charged',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_charged',
        STRIPE_API_HOST: '127.0.0.1',
        STRIPE_API_PORT: String(stripeApi.port),
        STRIPE_API_PROTOCOL: 'http',
      },
      () => ({ wrapCompletePurchase: failing.wrap, completionRetry: RETRY }),
    );
    ({ setId } = await createPaidSet(harness));
  });
  afterAll(async () => {
    await harness?.close();
    await stripeApi?.close();
  });

  it('given the webhook of a succeeded charge whose completion fails, then it is acknowledged as access pending and the retry job grants access', async () => {
    const intent = await harness.http
      .post('/api/payments/create-intent')
      .set(learnerHeaders(1))
      .send({ questionSetId: setId });
    expect(intent.status, intent.text).toBe(200);
    const id = intent.body.data.paymentIntentId as string;
    const stored = stripeApi.intents.get(id);
    if (!stored) throw new Error('the fake has no intent');
    stored.status = 'succeeded';
    failing.control.failNext = 2;
    const payload = JSON.stringify({
      id: 'evt_charged_then_failed',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: stored },
    });
    const hook = await harness.http
      .post('/api/payments/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))
      .send(payload);
    expect(hook.status, hook.text).toBe(200);
    expect(hook.body).toMatchObject({ received: true, outcome: 'access-pending' });
    await eventually(() => hasAccess(harness, 1, setId));
    const stream = await harness.standalone.eventStore.readStream(`purchase-${id}`);
    expect(stream.map((event) => event.type)).toEqual([
      'PaymentIntentCreated',
      'PurchaseCompletionFailed',
      'PurchaseCompletionFailed',
      'PurchaseCompleted',
    ]);
  });
});
