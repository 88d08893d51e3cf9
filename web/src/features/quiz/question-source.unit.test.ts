import { describe, expect, it } from 'vitest';
import { isRemovedQuestion, type QuizQuestion } from '../../entities/progress';
import {
  outcomeAt,
  outcomesOfSummary,
  placeListWindow,
  WINDOW_SIZE,
  wholeSource,
  windowedSource,
  windowStart,
  withOutcome,
} from './question-source';

const question = (orderIndex: number): QuizQuestion => ({
  id: `q${orderIndex}`,
  number: orderIndex + 1,
  orderIndex,
  locked: true,
});
const window = (from: number, length = WINDOW_SIZE) =>
  Array.from({ length }, (_, offset) => question(from + offset));

describe('windowedSource', () => {
  it('given the first and the last window of a 10,000-question set, then a place finds its question and places between are not held', () => {
    const source = windowedSource(
      10_000,
      new Map([
        [9_900, window(9_900)],
        [0, window(0)],
      ]),
    );
    expect(source.total).toBe(10_000);
    expect(source.at(0)?.id).toBe('q0');
    expect(source.at(9_998)?.id).toBe('q9998');
    expect(source.at(5_000)).toBeUndefined();
    expect(source.held().map((held) => held.orderIndex)).toEqual([
      ...window(0).map((held) => held.orderIndex),
      ...window(9_900).map((held) => held.orderIndex),
    ]);
  });

  it('given a window out of step (the set changed meanwhile), then a place is found by its order index', () => {
    const source = windowedSource(150, new Map([[100, window(101, 49)]]));
    expect(source.at(120)?.id).toBe('q120');
    expect(source.at(100)).toBeUndefined();
  });

  it('given every question in memory, then the whole source answers every place', () => {
    const source = wholeSource(window(0, 3));
    expect([source.total, source.at(2)?.id, source.at(3)]).toEqual([3, 'q2', undefined]);
  });
});

describe('outcomes by place', () => {
  it('given an answer, then only its window record is new and the other windows keep their identity', () => {
    const before = withOutcome({}, 5, true);
    const after = withOutcome(before, 9_998, false);
    expect(windowStart(9_998)).toBe(9_900);
    expect(after[0]).toBe(before[0]);
    expect([outcomeAt(after, 5), outcomeAt(after, 9_998), outcomeAt(after, 9_999)]).toEqual([
      true,
      false,
      undefined,
    ]);
  });

  it('given the progress summary, then each place answered reads right or wrong', () => {
    const places = outcomesOfSummary({ correct: [0, 9_999], wrong: [4] });
    expect([places.get(0), places.get(4), places.get(9_999), places.get(1)]).toEqual([
      true,
      false,
      true,
      undefined,
    ]);
    expect(outcomesOfSummary(undefined).size).toBe(0);
  });
});

describe('placeListWindow (issue 40: a list session read by id in windows)', () => {
  const open = (id: string, orderIndex: number): QuizQuestion => ({
    id,
    number: orderIndex + 1,
    orderIndex,
    text: id,
    questionType: 'single',
    options: [],
    locked: false,
  });

  it("given a 450-question list and its last window read by id in the set's order, then each question sits at its place in the session, numbered by it", () => {
    const ids = Array.from({ length: 450 }, (_, index) => `q${(index * 7) % 450}`);
    const last = windowStart(449);
    const found = ids.slice(last).map((id, offset) => open(id, 9_000 - offset));
    const source = windowedSource(ids.length, new Map([[last, placeListWindow(ids, last, found)]]));
    expect(source.total).toBe(450);
    expect(source.at(449)).toMatchObject({ id: ids[449], number: 450, orderIndex: 449, locked: false });
    expect(source.at(last)).toMatchObject({ id: ids[last], number: last + 1 });
    expect(source.at(0)).toBeUndefined();
  });

  it('given a listed question gone from the set, when its window arrives, then its place holds a removed stub, not a wait', () => {
    const placed = placeListWindow(['a', 'gone', 'c'], 0, [open('c', 5), open('a', 1)]);
    expect(placed.map((question) => [question.id, question.number, question.locked])).toEqual([
      ['a', 1, false],
      ['gone', 2, true],
      ['c', 3, false],
    ]);
    expect(placed.map(isRemovedQuestion)).toEqual([false, true, false]);
  });
});
