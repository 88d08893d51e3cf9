import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  type CommerceHarness,
  createPaidSet,
  learnerHeaders,
  startCommerce,
} from './test-support/commerce-harness.js';

const CARD = { expiry: '12/39', cvc: '123' };
type Entry = {
  type: string;
  position: number | null;
  actor: { id: string } | null;
  details: Record<string, unknown>;
};

/** Issue 15: what happened to this payment, this learner; and the purchases search. */
describe('audit: payment timelines, the support view and the purchases search', () => {
  let harness: CommerceHarness;
  let setId: string;
  let paymentIntentId: string;
  let purchaseId: string;

  beforeAll(async () => {
    harness = await startCommerce();
    ({ setId } = await createPaidSet(harness));
    // Given learner 31 registered (the harness's tokens carry no claims to sync from, so the event is appended).
    const registered = await harness.standalone.eventStore.append(
      'user-learner-31',
      [
        {
          id: randomUUID(),
          type: 'UserRegistered',
          data: { userId: 'learner-31', username: '山田', email: 'yamada@example.com', isAdmin: false },
          metadata: { userId: 'learner-31', at: new Date().toISOString() },
        },
      ],
      'no_stream',
    );
    await harness.settle(registered.position);
    // Learner 31: an intent, a declined card, then the test card that pays.
    const intent = await harness.http
      .post('/api/payments/create-intent')
      .set(learnerHeaders(31))
      .send({ questionSetId: setId });
    paymentIntentId = intent.body.paymentIntentId;
    const confirm = (cardNumber: string) =>
      harness.http
        .post('/api/payments/simulated/confirm')
        .set(learnerHeaders(31))
        .send({ paymentIntentId, cardNumber, ...CARD });
    expect((await confirm('4000 0000 0000 0002')).status).toBe(402);
    const paid = await confirm('4242 4242 4242 4242');
    expect(paid.status, paid.text).toBe(200);
    await harness.settle(await harness.head());
    purchaseId = (await harness.http.get('/api/purchases').set(learnerHeaders(31))).body.data[0].id;
  });
  afterAll(async () => {
    await harness?.close();
  });

  const get = (path: string, headers: Record<string, string> = ADMIN) => harness.http.get(path).set(headers);

  it('given intent, decline and payment, then the payment timeline tells them in log order, by intent or purchase id', async () => {
    const byIntent = await get(`/api/admin/audit/purchases/${paymentIntentId}`);
    expect(byIntent.status, byIntent.text).toBe(200);
    const timeline = byIntent.body.data.timeline as Entry[];
    expect(timeline.map((entry) => entry.type)).toEqual([
      'intentCreated',
      'paymentFailed',
      'paid',
      'expires',
    ]);
    expect(timeline[0]).toMatchObject({
      actor: { id: 'learner-31' },
      details: { questionSetId: setId, amount: 1980, currency: 'jpy', provider: 'simulated' },
    });
    expect(timeline[1]?.details).toMatchObject({ reason: expect.stringContaining('拒否') });
    expect(timeline[2]?.details).toMatchObject({ purchaseId, amount: 1980, paymentMethod: 'card' });
    const positions = timeline.flatMap((entry) => (entry.position === null ? [] : [entry.position]));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(byIntent.body.data).toMatchObject({ paymentIntentId, purchaseId, status: 'paid' });

    const byPurchase = await get(`/api/admin/audit/purchases/${purchaseId}`);
    expect(byPurchase.body.data).toEqual(byIntent.body.data);
  });

  it('given an unknown id, then 404; given a learner, then 403', async () => {
    const unknown = await get('/api/admin/audit/purchases/pi_unknown');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'PURCHASE_NOT_FOUND', message: '購入記録が見つかりません' });
    expect((await get(`/api/admin/audit/purchases/${paymentIntentId}`, learnerHeaders(31))).status).toBe(403);
    expect((await get('/api/admin/users/learner-31/history', learnerHeaders(31))).status).toBe(403);
    expect((await get('/api/admin/purchases', learnerHeaders(31))).status).toBe(403);
  });

  it('given the learner, then their history shows the purchase, the access with remaining days, and the timeline', async () => {
    const history = await get('/api/admin/users/learner-31/history');
    expect(history.status, history.text).toBe(200);
    const data = history.body.data;
    expect(data.user).toMatchObject({ id: 'learner-31', isAdmin: false, deleted: false });
    expect(data.purchases).toEqual([
      expect.objectContaining({
        id: purchaseId,
        transactionId: paymentIntentId,
        status: 'active',
        hasAccess: true,
      }),
    ]);
    expect(data.access).toEqual([
      expect.objectContaining({ questionSetId: setId, source: 'purchase', active: true, remainingDays: 180 }),
    ]);
    const types = (data.timeline as Entry[]).map((entry) => entry.type);
    expect(types).toEqual(['registered', 'paid', 'expires']);
    expect((data.timeline as Entry[])[0]?.actor).toEqual({ id: 'learner-31', username: '山田' });
    expect(types.at(-1)).toBe('expires');
    expect((await get('/api/admin/users/nobody/history')).status).toBe(404);
  });

  it('given filters, then the purchases search finds the payment by user, set and status, and refuses unknown fields', async () => {
    const search = async (query: string) => {
      const response = await get(`/api/admin/purchases${query}`);
      expect(response.status, response.text).toBe(200);
      return response.body.data as {
        purchases: Array<{ id: string; username: string }>;
        total: number;
        revenue: number;
      };
    };
    const all = await search('');
    expect(all).toMatchObject({ total: 1, revenue: 1980 });
    expect(all.purchases[0]).toMatchObject({ id: purchaseId, setTitle: '情報セキュリティ応用' });
    expect((await search('?user=learner-31')).total).toBe(1);
    expect((await search(`?user=${encodeURIComponent('山田')}`)).purchases[0]?.username).toBe('山田');
    expect((await search('?user=someone-else')).total).toBe(0);
    expect((await search(`?questionSetId=${setId}&status=active&source=purchase`)).total).toBe(1);
    expect((await search('?status=expired')).total).toBe(0);
    expect((await search('?from=2000-01-01&to=2000-12-31')).total).toBe(0);
    const refused = await get('/api/admin/purchases?colour=red');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('colour'),
    });
  });
});
