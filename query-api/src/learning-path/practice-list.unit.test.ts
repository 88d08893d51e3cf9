import { describe, expect, it } from 'vitest';
import {
  practiceListIds,
  practiceListModeOf,
  practiceListPage,
  practiceListRangeOf,
} from './practice-list.js';

const placed = (count: number) =>
  Array.from({ length: count }, (_, orderIndex) => ({ id: `q${orderIndex}`, orderIndex }));
const everyOther = (id: string) => Number(id.slice(1)) % 2 === 0;

describe('practice list (issue 40: a session too long for the quiz URL)', () => {
  it('given a set with full access, when the list holds every other question, then its ids come in the set order', () => {
    const ids = practiceListIds(placed(6), { hasAccess: true, trialLimit: 0, isAdmin: false }, everyOther);
    expect(ids).toEqual(['q0', 'q2', 'q4']);
  });

  it('given a paid set without access and a trial of 3, when listed, then questions past the trial are left out', () => {
    const ids = practiceListIds(placed(6), { hasAccess: false, trialLimit: 3, isAdmin: false }, () => true);
    expect(ids).toEqual(['q0', 'q1', 'q2']);
  });

  it('given an administrator without a grant, when listed, then no question is locked for them', () => {
    const ids = practiceListIds(placed(4), { hasAccess: false, trialLimit: 1, isAdmin: true }, () => true);
    expect(ids).toEqual(['q0', 'q1', 'q2', 'q3']);
  });

  it('given 3,000 ids and reads of 1,200, when read from each next cursor, then the reads make up the list once', () => {
    const all = Array.from({ length: 3_000 }, (_, index) => `q${index}`);
    const seen: string[] = [];
    let cursor: string | null = '0';
    while (cursor !== null) {
      const page = practiceListPage(all, practiceListRangeOf({ cursor, limit: '1200' }));
      expect(page.total).toBe(3_000);
      seen.push(...page.list);
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(all);
  });

  it('given no cursor and no limit, when the range is read, then it starts at 0 with the largest read', () => {
    expect(practiceListRangeOf({})).toEqual({ from: 0, limit: 5_000 });
  });

  it('given a limit of 0, of 5,001 or not a number, or a cursor that is no place, then each is refused, not clamped', () => {
    for (const limit of ['0', '5001', 'many'])
      expect(() => practiceListRangeOf({ limit })).toThrow(
        expect.objectContaining({ status: 400, code: 'INVALID_PAGE' }),
      );
    expect(() => practiceListRangeOf({ cursor: '-1' })).toThrow(
      expect.objectContaining({ status: 400, code: 'INVALID_CURSOR' }),
    );
  });

  it('given each list mode, then it is read; given none or another, then the refusal names the three', () => {
    for (const mode of ['wrong-answers', 'review', 'unseen']) expect(practiceListModeOf(mode)).toBe(mode);
    for (const mode of [undefined, '', 'normal', 'trial'])
      expect(() => practiceListModeOf(mode)).toThrow(
        'mode は wrong-answers / review / unseen のいずれかです',
      );
  });
});
