import type { SetQuestion } from '@exam/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createSet,
  middayZone,
  type PracticeHarness,
  startPracticeStandalone,
  TOKENS,
} from './test-support/practice-harness.js';

const phone = bearer(TOKENS.aPhone);
const laptop = bearer(TOKENS.aLaptop);
const HOUR_MS = 3_600_000;

/** Issue 40: the review queue shrinks when the learner reviews right, on every device; days are the learner's. */
describe('the review queue: due now, later today, the next review, the learner’s days', () => {
  let harness: PracticeHarness;
  let setId: string;
  let questions: SetQuestion[];
  const zone = middayZone();

  const head = () => harness.standalone.eventStore.headPosition();
  const path = async (auth: Record<string, string>, tz = zone) => {
    const response = await harness.http
      .get(`/api/learning-path?tz=${encodeURIComponent(tz)}`)
      .set(auth)
      .set('X-Min-Position', String(await head()));
    expect(response.status, response.text).toBe(200);
    return response.body.data;
  };
  const answer = async (auth: Record<string, string>, index: number, right: boolean, extra = {}) => {
    const question = questions[index];
    const selectedOptionIds = right
      ? question?.options.filter((entry) => entry.isCorrect).map((entry) => entry.id)
      : [question?.options.find((entry) => !entry.isCorrect)?.id];
    const response = await harness.http
      .post(`/api/practice/${setId}/answers`)
      .set(auth)
      .send({ questionId: question?.id, selectedOptionIds, ...extra });
    expect(response.status, response.text).toBe(200);
  };

  beforeAll(async () => {
    harness = await startPracticeStandalone();
    ({ setId, questions } = await createSet(harness));
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('given mistakes made two hours ago on the phone, then the laptop counts them due now', async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR_MS).toISOString();
    // Offline answers carry their own time (issue 26): their cards fell due a minute after, long ago.
    await answer(phone, 0, false, { answeredAt: twoHoursAgo, clientId: crypto.randomUUID() });
    await answer(phone, 1, false, { answeredAt: twoHoursAgo, clientId: crypto.randomUUID() });
    const queue = await path(laptop);
    expect(queue.counts).toMatchObject({ due: 2, laterToday: 0 });
    expect(queue.due).toHaveLength(2);
    expect(queue.nextReviewAt).toBeNull();
    // The review session opens exactly the due-now cards.
    const review = await harness.http
      .get(`/api/questions?questionSetId=${setId}&mode=review`)
      .set(laptop)
      .set('X-Min-Position', String(await head()));
    expect(review.body.data.list.map((question: { id: string }) => question.id)).toEqual([
      questions[0]?.id,
      questions[1]?.id,
    ]);
  });

  it('given one reviewed right on the laptop, then the phone counts 1 due now and 1 later today, with its time', async () => {
    const before = Date.now();
    await answer(laptop, 0, true, { mode: 'review' });
    const queue = await path(phone);
    expect(queue.counts).toMatchObject({ due: 1, laterToday: 1 });
    expect(queue.due.map((card: { questionId: string }) => card.questionId)).toEqual([questions[1]?.id]);
    expect(queue.laterToday).toEqual([expect.objectContaining({ questionId: questions[0]?.id })]);
    // FSRS's next learning step is minutes away, and it is the next review.
    const next = Date.parse(queue.nextReviewAt);
    expect(next).toBeGreaterThan(before);
    expect(next - before).toBeLessThan(HOUR_MS);
    expect(queue.laterToday[0].due).toBe(queue.nextReviewAt);
    const review = await harness.http
      .get(`/api/questions?questionSetId=${setId}&mode=review`)
      .set(phone)
      .set('X-Min-Position', String(await head()));
    expect(review.body.data.list.map((question: { id: string }) => question.id)).toEqual([questions[1]?.id]);
  });

  it('given the other reviewed right too, then nothing is due now and the next review time is still given', async () => {
    await answer(phone, 1, true, { mode: 'review' });
    const queue = await path(laptop);
    expect(queue.counts).toMatchObject({ due: 0, laterToday: 2 });
    expect(queue.due).toEqual([]);
    expect(queue.nextReviewAt).toBe(queue.laterToday[0].due);
  });

  it('given two zones, then today and the 14-day forecast follow the learner’s zone, never UTC days', async () => {
    const now = new Date();
    for (const tz of ['Asia/Tokyo', 'America/Los_Angeles', zone]) {
      const queue = await path(phone, tz);
      const local = new Intl.DateTimeFormat('en-CA', { timeZone: tz, dateStyle: 'short' }).format(now);
      expect(queue.timeZone).toBe(tz);
      expect(queue.today, tz).toBe(local);
      expect(queue.forecast).toHaveLength(14);
      expect(queue.forecast[0].date).toBe(local);
      const total = queue.forecast.reduce((sum: number, day: { due: number }) => sum + day.due, 0);
      expect(total).toBe(2);
    }
    // Without tz the product's zone (Japan), not UTC.
    const fallback = await harness.http
      .get('/api/learning-path')
      .set(phone)
      .set('X-Min-Position', String(await head()));
    expect(fallback.body.data.timeZone).toBe('Asia/Tokyo');
  });

  it('given a zone that is no IANA name, then 400 TIME_ZONE_INVALID', async () => {
    for (const tz of ['Mars/Olympus', '+09:00', 'x'.repeat(100)]) {
      const refused = await harness.http.get(`/api/learning-path?tz=${encodeURIComponent(tz)}`).set(phone);
      expect(refused.status, tz).toBe(400);
      expect(refused.body).toMatchObject({ success: false, code: 'TIME_ZONE_INVALID' });
    }
  });
});
