import { ValidationError } from '@exam/domain/errors';
import { describe, expect, it } from 'vitest';
import { listPageOf } from './index.js';

const refusal = (query: Record<string, unknown>) => {
  try {
    listPageOf(query);
  } catch (error) {
    return error as ValidationError;
  }
  throw new Error('not refused');
};

describe('a list page from the query', () => {
  it('given neither page nor pageSize, then there is no page (the whole list)', () => {
    expect(listPageOf({ status: 'all' })).toBeUndefined();
  });

  it('given page 3 of 20, then it skips the first 40 rows', () => {
    expect(listPageOf({ page: '3', pageSize: '20' })).toEqual({ page: 3, pageSize: 20, skip: 40 });
  });

  it('given one without the other, then it is refused naming the missing one', () => {
    expect(refusal({ page: '2' })).toMatchObject({ code: 'INVALID_PAGE', details: { field: 'pageSize' } });
    expect(refusal({ pageSize: '20' })).toMatchObject({ code: 'INVALID_PAGE', details: { field: 'page' } });
  });

  it('given a value out of range or not whole, then it is refused with the bound, never clamped', () => {
    expect(refusal({ page: '0', pageSize: '20' }).message).toBe(
      'ページは1〜1,000,000の整数で指定してください',
    );
    expect(refusal({ page: '1', pageSize: '501' }).message).toBe('表示件数は1〜500の整数で指定してください');
    expect(refusal({ page: '1.5', pageSize: '20' })).toBeInstanceOf(ValidationError);
    expect(refusal({ page: ['1', '2'], pageSize: '20' })).toMatchObject({ details: { field: 'page' } });
  });
});
