import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  freeSetPayload,
  type PracticeHarness,
  paidSetPayload,
  startPracticeStandalone,
  TOKENS,
} from './test-support/practice-harness.js';

const admin = bearer(TOKENS.admin);

/**
 * Issue 39 over HTTP: the server refuses every number of the back office out of its range or not whole, with
 * the bound's words and 400, and appends nothing: no value is clamped, rounded or read as another number.
 */
describe('back-office numbers refused by the server, never clamped', () => {
  let harness: PracticeHarness;
  let setId: string;
  const head = () => harness.standalone.eventStore.headPosition();

  beforeAll(async () => {
    harness = await startPracticeStandalone();
    const created = await harness.http.post('/api/question-sets').set(admin).send(freeSetPayload());
    setId = created.body.data.id as string;
  });
  afterAll(async () => {
    await harness?.close();
  });

  it.each([
    ['empty', { overall: '', categoryMinimum: 30 }],
    ['-5', { overall: -5, categoryMinimum: 30 }],
    ['150', { overall: 150, categoryMinimum: 30 }],
    ['1,000 as text', { overall: '1,000', categoryMinimum: 30 }],
    ['1.5', { overall: 60, categoryMinimum: 1.5 }],
    ['null', { overall: null, categoryMinimum: 30 }],
  ])(
    'given a pass rule of %s, when saved, then 400 with the rule’s words and nothing appended',
    async (_, body) => {
      const before = await head();
      const response = await harness.http.put(`/api/question-sets/${setId}/pass-rule`).set(admin).send(body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('合格基準は0〜100の整数（%）で指定してください');
      expect(await head()).toBe(before);
    },
  );

  it.each([
    ['1.9 yen', 1.9],
    ['1.48 yen', 1.48],
    ['-5 yen', -5],
    ['1,000,001 yen', 1_000_001],
  ])(
    'given a price of %s, when a set is created or edited, then 400 PRICE_INVALID and nothing appended',
    async (_, price) => {
      const before = await head();
      const created = await harness.http
        .post('/api/question-sets')
        .set(admin)
        .send({ ...paidSetPayload(), price });
      expect(created.status).toBe(400);
      expect(created.body).toMatchObject({
        code: 'PRICE_INVALID',
        message: '価格は0〜1,000,000円の整数で入力してください',
      });
      const edited = await harness.http
        .put(`/api/question-sets/${setId}`)
        .set(admin)
        .send({ isPaid: true, price });
      expect(edited.status).toBe(400);
      expect(edited.body.code).toBe('PRICE_INVALID');
      expect(await head()).toBe(before);
    },
  );

  it.each([
    ['0 codes', { quantity: 0, validityDays: 30 }],
    ['101 codes', { quantity: 101, validityDays: 30 }],
    ['1.5 codes', { quantity: 1.5, validityDays: 30 }],
    ['0 days', { quantity: 1, validityDays: 0 }],
    ['3,651 days', { quantity: 1, validityDays: 3651 }],
  ])('given %s to generate, when asked, then 400 and no code is appended', async (_, numbers) => {
    const paid = await harness.http.post('/api/question-sets').set(admin).send(paidSetPayload());
    const before = await head();
    const response = await harness.http
      .post('/api/redeem-codes/generate')
      .set(admin)
      .send({ questionSetId: paid.body.data.id, ...numbers });
    expect(response.status).toBe(400);
    expect(await head()).toBe(before);
  });

  it.each([
    [
      'sales by month',
      '/api/admin/statistics/sales?from=2026-11&to=2026-10',
      '終了月は開始月以降を指定してください',
    ],
    [
      'purchases by day',
      '/api/admin/purchases?from=2026-11-02&to=2026-11-01',
      '終了日は開始日以降を指定してください',
    ],
  ])(
    'given an inverted range of %s, when asked, then 400 RANGE_INVERTED with a hint (not zeros)',
    async (_, url, message) => {
      const response = await harness.http.get(url).set(admin);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'RANGE_INVERTED', message });
      const same = await harness.http
        .get(
          url.replace(/to=[\d-]+/, (to) =>
            to.replace(/\d+$/, (last) => String(Number(last) + 1).padStart(2, '0')),
          ),
        )
        .set(admin);
      expect(same.status).toBe(200);
    },
  );
});
