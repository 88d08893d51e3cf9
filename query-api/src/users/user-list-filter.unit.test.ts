import { describe, expect, it } from 'vitest';
import { userListFilter } from './routes.js';

describe('userListFilter', () => {
  it('given no search, then every user who is not deleted', () => {
    expect(userListFilter(undefined)).toEqual({ deleted: false });
    expect(userListFilter('   ')).toEqual({ deleted: false });
  });

  it('given a search, then the username or the e-mail contains it', () => {
    expect(userListFilter(' taro ')).toEqual({
      deleted: false,
      $or: [{ username: { $contains: 'taro' } }, { email: { $contains: 'taro' } }],
    });
  });
});
