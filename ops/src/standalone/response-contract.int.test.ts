import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, type Harness, learner, startStandalone } from './test-support/harness.js';
import { coveredOperations } from './test-support/response-contract.js';
import { networkSetPayload } from './test-support/sample-payloads.js';

/**
 * Issue 25: the answers that disagreed with the document, each sent once; the harness checks every answer
 * against the published document (status and body), so each request below fails on a drift.
 */
describe('answers against the OpenAPI document', () => {
  let harness: Harness;
  let setId: string;

  beforeAll(async () => {
    harness = await startStandalone({ env: { DEBUG_PURCHASES: 'true' } });
    const created = await harness.http.post('/api/question-sets').set(admin).send(networkSetPayload());
    expect(created.status).toBe(201);
    setId = created.body.data.id;
    await harness.standalone.progress.waitForPosition(created.body.position, 5_000);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('given a learner without a grant, then the access check answers paymentMethod null, as documented', async () => {
    const response = await harness.http.get(`/api/purchases/check/${setId}`).set(learner);
    expect(response.status).toBe(200);
    expect(response.body.data.paymentMethod).toBeNull();
  });

  it('given a too-short code, then the redeem-code audit answers its documented 400', async () => {
    const response = await harness.http.get('/api/admin/audit/redeem-codes/AB').set(admin);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('REDEEM_CODE_TOO_SHORT');
  });

  it('given ?minPosition=, then the administrators’ purchases and sales accept it like every query', async () => {
    for (const url of [
      '/api/admin/purchases?minPosition=1',
      '/api/admin/statistics/sales?from=2026-01&to=2026-12&minPosition=1',
    ]) {
      const response = await harness.http.get(url).set(admin);
      expect(response.status, url).toBe(200);
    }
  });

  it('given the debug purchase, then its answer is documented too', async () => {
    const response = await harness.http
      .post('/api/purchases/direct-purchase')
      .set(admin)
      .send({ questionSetId: setId });
    expect([200, 201, 400, 409]).toContain(response.status);
    expect(coveredOperations().has('directPurchase')).toBe(true);
  });
});
