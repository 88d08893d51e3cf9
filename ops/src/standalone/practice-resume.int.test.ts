import type { SetQuestion } from '@exam/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createSet,
  type PracticeHarness,
  paidSetPayload,
  startPracticeStandalone,
  TOKENS,
} from './test-support/practice-harness.js';

const phone = bearer(TOKENS.aPhone);
const laptop = bearer(TOKENS.aLaptop);

/** Issue 40: after buying, 学習を続ける goes to the next unanswered question; the server says which. */
describe('where continuing takes the learner', () => {
  let harness: PracticeHarness;
  let setId: string;
  let questions: SetQuestion[];

  const head = () => harness.standalone.eventStore.headPosition();
  const nextOf = async (auth: Record<string, string>) => {
    const response = await harness.http
      .get(`/api/practice/${setId}/progress`)
      .set(auth)
      .set('X-Min-Position', String(await head()));
    expect(response.status, response.text).toBe(200);
    return response.body.data.nextQuestionIndex;
  };
  const answer = async (auth: Record<string, string>, index: number) => {
    const question = questions[index];
    const response = await harness.http
      .post(`/api/practice/${setId}/answers`)
      .set(auth)
      .send({ questionId: question?.id, selectedOptionIds: [question?.options[0]?.id] });
    expect(response.status, response.text).toBe(200);
  };

  beforeAll(async () => {
    harness = await startPracticeStandalone();
    ({ setId, questions } = await createSet(harness, paidSetPayload()));
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('given nothing answered, then continuing starts at question 1', async () => {
    expect(await nextOf(phone)).toBe(0);
  });

  it('given the trial answered and the set bought, then continuing opens question 3 on either device', async () => {
    await answer(phone, 0);
    await answer(phone, 1);
    const intent = await harness.http
      .post('/api/payments/create-intent')
      .set(laptop)
      .send({ questionSetId: setId });
    const confirmed = await harness.http.post('/api/payments/simulated/confirm').set(laptop).send({
      paymentIntentId: intent.body.data.paymentIntentId,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(await nextOf(laptop)).toBe(2);
    expect(await nextOf(phone)).toBe(2);
  });

  it('given the last one answered before a gap, then continuing wraps to the gap; all answered, then none', async () => {
    await answer(laptop, 3);
    expect(await nextOf(phone)).toBe(2);
    await answer(phone, 2);
    expect(await nextOf(laptop)).toBeNull();
  });
});
