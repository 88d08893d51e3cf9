import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_STATE, readSearchState, writeSearchState } from './search-url';

describe('search state in the URL', () => {
  it('given a search with filters, sort and list view, when written and read back, then it is the same', () => {
    const state = {
      query: 'データ ベース',
      category: 'セキュリティ',
      status: 'paid',
      sort: 'price-desc',
      view: 'list',
    } as const;
    const params = writeSearchState(state);
    expect(params.toString()).toBe(
      'q=%E3%83%87%E3%83%BC%E3%82%BF+%E3%83%99%E3%83%BC%E3%82%B9&category=%E3%82%BB%E3%82%AD%E3%83%A5%E3%83%AA%E3%83%86%E3%82%A3&status=paid&sort=price-desc&view=list',
    );
    expect(readSearchState(new URLSearchParams(params.toString()))).toEqual(state);
  });

  it('given the defaults, then the URL stays clean; given unknown values, then the defaults', () => {
    expect(writeSearchState(DEFAULT_SEARCH_STATE).toString()).toBe('');
    expect(readSearchState(new URLSearchParams('status=gold&sort=random&view=table&category='))).toEqual(
      DEFAULT_SEARCH_STATE,
    );
  });
});
