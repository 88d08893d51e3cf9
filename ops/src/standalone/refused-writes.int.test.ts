import { Bounds, LengthBounds } from '@exam/domain/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  type CommerceHarness,
  createPaidSet,
  learnerHeaders,
  startCommerce,
} from './test-support/commerce-harness.js';

/** Issue 27 items 2 and 3 over HTTP: a refused request changes nothing, and every bound is refused by name. */
describe('refused writes and bounds over HTTP', () => {
  let harness: CommerceHarness;
  let setId: string;

  beforeAll(async () => {
    harness = await startCommerce();
    ({ setId } = await createPaidSet(harness));
  });
  afterAll(async () => {
    await harness?.close();
  });

  const storedTitle = async () => {
    const response = await harness.http.get(`/api/question-sets/${setId}`).set(ADMIN);
    expect(response.status, response.text).toBe(200);
    return response.body.data.title as string;
  };

  it.each([
    ['price', { price: -5 }],
    ['validityPeriod', { validityPeriod: 0 }],
    ['trialQuestions', { trialQuestions: 1.5 }],
    ['price', { price: 1e308 }],
    ['price', { price: 1_000_001 }],
    ['trialQuestions', { trialQuestions: 1_000_000_000 }],
    ['validityPeriod', { validityPeriod: 100_000 }],
    ['validityPeriod', { validityPeriod: 1e308 }],
    ['title', { description: '説明', title: 'あ'.repeat(LengthBounds.setTitle.max + 1) }],
    ['featuredCategory', { isFeatured: true, featuredCategory: 'あ'.repeat(LengthBounds.category.max + 1) }],
  ])(
    'given a valid title beside a bad %s, when the set is edited, then 400 names the field and nothing is appended',
    async (field, bad) => {
      const head = await harness.head();
      const before = await storedTitle();
      const response = await harness.http
        .put(`/api/question-sets/${setId}`)
        .set(ADMIN)
        .send({ title: '書き換えてはいけない題名', ...bad });
      expect(response.status, response.text).toBe(400);
      expect(response.body).toMatchObject({ success: false, field });
      expect(typeof response.body.message).toBe('string');
      expect(await harness.head()).toBe(head);
      expect(await storedTitle()).toBe(before);
    },
  );

  it('given texts, pricing and the featured flag at their bounds, when the set is edited, then all of it is stored as sent', async () => {
    const response = await harness.http.put(`/api/question-sets/${setId}`).set(ADMIN).send({
      title: '新しい題名',
      price: 1_000_000,
      trialQuestions: 10_000,
      validityPeriod: 3650,
      isFeatured: true,
      featuredCategory: '人気',
    });
    expect(response.status, response.text).toBe(200);
    await harness.settle(response.body.position);
    const set = (await harness.http.get(`/api/question-sets/${setId}`).set(ADMIN)).body.data;
    expect(set).toMatchObject({
      title: '新しい題名',
      price: 1_000_000,
      trialQuestions: 10_000,
      validityPeriod: 3650,
    });
  });

  it.each([
    ['/api/users?pageSize=100000', 'pageSize'],
    ['/api/users?pageSize=0', 'pageSize'],
    ['/api/redeem-codes?pageSize=501', 'pageSize'],
    ['/api/redeem-codes?limit=1.5', 'limit'],
    ['/api/question-sets?limit=100000', 'limit'],
  ])(
    'given a list, when %s asks for a page out of range, then 400 names the field (never clamped)',
    async (path, field) => {
      const response = await harness.http.get(path).set(ADMIN);
      expect(response.status, response.text).toBe(400);
      expect(response.body).toMatchObject({ success: false, message: Bounds.pageSize.message, field });
    },
  );

  it('given batch-count, when more set ids than it takes are sent, then 400 names the field', async () => {
    const response = await harness.http
      .post('/api/questions/batch-count')
      .send({ questionSetIds: Array.from({ length: 1001 }, (_, index) => `set-${index}`) });
    expect(response.status, response.text).toBe(400);
    expect(response.body).toMatchObject({
      success: false,
      code: 'TOO_MANY_QUESTION_SET_IDS',
      field: 'questionSetIds',
    });
  });

  it.each([
    ['questionCount', { questionCount: Bounds.mockExamQuestions.max + 1, durationMinutes: 30 }],
    ['durationMinutes', { questionCount: 2, durationMinutes: Bounds.mockExamMinutes.max + 1 }],
  ])(
    'given a mock exam, when its %s is out of range, then 400 names the field and nothing is appended',
    async (field, body) => {
      const head = await harness.head();
      const response = await harness.http
        .post('/api/mock-exams')
        .set(learnerHeaders(7))
        .send({ questionSetIds: [setId], ...body });
      expect(response.status, response.text).toBe(400);
      expect(response.body).toMatchObject({ success: false, field });
      expect(await harness.head()).toBe(head);
    },
  );

  it('given redeem-code generation, when the validity is past its bound, then 400 names the field and nothing is appended', async () => {
    const head = await harness.head();
    const response = await harness.http
      .post('/api/redeem-codes/generate')
      .set(ADMIN)
      .send({ questionSetId: setId, validityDays: Bounds.redeemValidityDays.max + 1, quantity: 2 });
    expect(response.status, response.text).toBe(400);
    expect(response.body).toMatchObject({ success: false, field: 'validityDays' });
    expect(await harness.head()).toBe(head);
  });
});
