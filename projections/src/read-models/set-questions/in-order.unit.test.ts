import { describe, expect, it } from 'vitest';
import { applyEvents } from '../../test-support/apply-events.js';
import { eventLog, question } from '../../test-support/events.js';
import { SET_QUESTIONS, type SetQuestion } from '../types.js';
import { placeOf, questionsInOrder, withPlaces } from './in-order.js';
import { setQuestionsProjection } from './projection.js';

const added = (questionSetId: string, id: string, position: number) =>
  ({ type: 'QuestionAdded', data: { questionSetId, position, question: question(id) } }) as const;

/** Set s1 holds q0..q(size-1), then q(size-1) is moved to the front; set s2 holds one question. */
const storeWith = async (size: number) => {
  const log = eventLog();
  for (let index = 0; index < size; index++) log.record(added('s1', `q${index}`, index));
  log.record({
    type: 'QuestionMoved',
    data: { questionSetId: 's1', questionId: `q${size - 1}`, position: 0 },
  });
  log.record(added('s2', 'other', 0));
  const { store } = await applyEvents([setQuestionsProjection], log.events);
  return store.collection<SetQuestion>(SET_QUESTIONS);
};

describe('the set order read by place', () => {
  it('given a moved question, when a range of places is read, then each question carries its place in rank order', async () => {
    const questions = await storeWith(30);

    const page = await questionsInOrder(questions, 's1', { from: 10, limit: 3 });
    const first = await questionsInOrder(questions, 's1', { limit: 2 });

    expect(page.map(({ id, orderIndex }) => [id, orderIndex])).toEqual([
      ['q9', 10],
      ['q10', 11],
      ['q11', 12],
    ]);
    expect(first.map(({ id, orderIndex }) => [id, orderIndex])).toEqual([
      ['q29', 0],
      ['q0', 1],
    ]);
    expect(await questionsInOrder(questions, 's2')).toEqual([
      expect.objectContaining({ id: 'other', orderIndex: 0 }),
    ]);
  });

  it('given questions read by another filter, then each gets its place, by counts or by one read of the order', async () => {
    const questions = await storeWith(30);
    const few = await questions.find({ id: { $in: ['q5', 'q29', 'other'] } });
    const many = await questions.find({
      questionSetId: 's1',
      id: { $in: [...Array(20).keys()].map((n) => `q${n}`) },
    });

    const placedFew = await withPlaces(questions, few);
    const placedMany = await withPlaces(questions, many);

    expect(Object.fromEntries(placedFew.map(({ id, orderIndex }) => [id, orderIndex]))).toEqual({
      q5: 6,
      q29: 0,
      other: 0,
    });
    expect(placedMany.map(({ id, orderIndex }) => [id, orderIndex])).toEqual(
      many.map((found) => [found.id, Number(found.id.slice(1)) + 1]),
    );
    expect(await placeOf(questions, few.find((found) => found.id === 'q5') as SetQuestion)).toBe(6);
  });
});
