import { describe, expect, it } from 'vitest';
import { inLearnerOrder, optionPermutation } from './option-order.js';

const options = ['o1', 'o2', 'o3', 'o4', 'o5'].map((id) => ({ id, text: `text of ${id}` }));
const questionIds = Array.from({ length: 40 }, (_, index) => `question-${index}`);
const idsOf = (list: ReadonlyArray<{ id: string }>) => list.map((option) => option.id);
const orderOf = (learnerId: string, questionId: string) =>
  idsOf(inLearnerOrder(options, { learnerId, questionId, keepWrittenOrder: false }));

describe('the learner order of options', () => {
  it('given one learner and one question, when the order is drawn again (resume, second device), then it is the same', () => {
    for (const questionId of questionIds) {
      expect(orderOf('learner-a', questionId)).toEqual(orderOf('learner-a', questionId));
    }
  });

  it('given a question, when its order is drawn, then every option is shown exactly once, lettered by its place', () => {
    const shown = inLearnerOrder(options, {
      learnerId: 'learner-a',
      questionId: 'q',
      keepWrittenOrder: false,
    });
    expect([...idsOf(shown)].sort()).toEqual(idsOf(options));
    expect(shown.map((option) => option.label)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('given two learners, when they see the same questions, then their orders differ', () => {
    const differing = questionIds.filter(
      (questionId) => orderOf('learner-a', questionId).join() !== orderOf('learner-b', questionId).join(),
    );
    // 5 options: two independent draws agree with probability 1/120, so nearly all 40 differ.
    expect(differing.length).toBeGreaterThanOrEqual(35);
  });

  it('given one learner, when the questions differ, then the orders differ too', () => {
    const orders = new Set(questionIds.map((questionId) => orderOf('learner-a', questionId).join()));
    expect(orders.size).toBeGreaterThanOrEqual(30);
  });

  it('given many questions, when their orders are drawn, then each option reaches every place', () => {
    const places = new Map<string, Set<number>>();
    for (const questionId of questionIds)
      orderOf('learner-a', questionId).forEach((id, place) => {
        places.set(id, (places.get(id) ?? new Set()).add(place));
      });
    for (const option of options) expect(places.get(option.id)?.size, option.id).toBe(options.length);
  });

  it('given a question or set that keeps the written order, when it is shown, then the written order is kept', () => {
    const shown = inLearnerOrder(options, {
      learnerId: 'learner-a',
      questionId: 'q',
      keepWrittenOrder: true,
    });
    expect(idsOf(shown)).toEqual(idsOf(options));
    expect(shown.map((option) => option.label)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('given more options than one digest draws, when the order is drawn, then it is still a permutation', () => {
    const order = optionPermutation(40, 'learner-a', 'q');
    expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, index) => index));
    expect(order).not.toEqual(Array.from({ length: 40 }, (_, index) => index));
  });

  it('given no options or one, when the order is drawn, then nothing moves', () => {
    expect(optionPermutation(0, 'learner-a', 'q')).toEqual([]);
    expect(optionPermutation(1, 'learner-a', 'q')).toEqual([0]);
  });
});
