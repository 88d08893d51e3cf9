import type { ItemStatistics } from '@exam/domain/schemas';
import { describe, expect, it } from 'vitest';
import { itemPageOf, pageItems, summariseItems } from './item-page.js';

const item = (orderIndex: number, fields: Partial<ItemStatistics> = {}): ItemStatistics => ({
  questionId: `q${orderIndex}`,
  orderIndex,
  text: `question ${orderIndex}`,
  attempts: 0,
  firstAttempts: 0,
  facility: null,
  discrimination: null,
  options: [],
  averageTimeMs: null,
  flags: [],
  ...fields,
});

const items = [
  item(0, { firstAttempts: 10, attempts: 12, facility: 0.2, discrimination: 0.5, flags: ['tooHard'] }),
  item(1, {
    firstAttempts: 30,
    attempts: 31,
    facility: 0.95,
    discrimination: -0.1,
    flags: ['tooEasy', 'negativeDiscrimination'],
  }),
  item(2, { firstAttempts: 20, attempts: 20, facility: 0.6, discrimination: 0.4 }),
  item(3),
];
const ids = (list: ItemStatistics[]) => list.map((row) => row.questionId);

describe('itemPageOf', () => {
  it('given no paging parameter, then no page (the whole list is served)', () => {
    expect(itemPageOf({ minPosition: '3' })).toBeUndefined();
  });

  it('given only a sort, then page 1 of 50 in that sort’s own direction', () => {
    expect(itemPageOf({ sort: 'facility' })).toEqual({
      page: 1,
      pageSize: 50,
      sort: 'facility',
      order: 'asc',
      flag: null,
    });
  });

  it.each([
    [{ pageSize: '101' }, 'INVALID_PAGE'],
    [{ pageSize: '0' }, 'INVALID_PAGE'],
    [{ page: 'x' }, 'INVALID_PAGE'],
    [{ sort: 'title' }, 'VALIDATION_FAILED'],
    [{ flag: 'broken' }, 'VALIDATION_FAILED'],
    [{ order: 'up' }, 'VALIDATION_FAILED'],
  ])('given %o, then it is refused (never clamped)', (query, code) => {
    expect(() => itemPageOf(query)).toThrow(expect.objectContaining({ status: 400, code }));
  });
});

describe('pageItems', () => {
  const page = (query: Record<string, string>) =>
    pageItems(items, itemPageOf(query) as NonNullable<ReturnType<typeof itemPageOf>>);

  it('given the sorts, then each orders by its figure and questions without one come last', () => {
    expect(ids(page({ sort: 'answers' }).list)).toEqual(['q1', 'q2', 'q0', 'q3']);
    expect(ids(page({ sort: 'facility' }).list)).toEqual(['q0', 'q2', 'q1', 'q3']);
    expect(ids(page({ sort: 'facility', order: 'desc' }).list)).toEqual(['q1', 'q2', 'q0', 'q3']);
    expect(ids(page({ sort: 'discrimination' }).list)).toEqual(['q1', 'q2', 'q0', 'q3']);
    expect(ids(page({ sort: 'flag' }).list)).toEqual(['q1', 'q0', 'q2', 'q3']);
  });

  it('given a flag filter and a page size, then the page holds the matching rows and the total counts them all', () => {
    expect(page({ flag: 'any', pageSize: '1' })).toEqual({ list: [items[1]], total: 2 });
    expect(page({ flag: 'any', pageSize: '1', page: '2' })).toEqual({ list: [items[0]], total: 2 });
    expect(ids(page({ flag: 'none' }).list)).toEqual(['q2', 'q3']);
    expect(ids(page({ flag: 'tooHard' }).list)).toEqual(['q0']);
  });
});

describe('summariseItems', () => {
  it('given the whole set, then the figures cover every question', () => {
    expect(summariseItems(items)).toEqual({
      questions: 4,
      answeredQuestions: 3,
      firstAttempts: 60,
      attempts: 63,
      meanFacility: 0.583,
      meanDiscrimination: 0.267,
      flaggedQuestions: 2,
      flags: { tooHard: 1, tooEasy: 1, lowDiscrimination: 0, negativeDiscrimination: 1 },
    });
  });
});
