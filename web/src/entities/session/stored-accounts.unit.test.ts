import { describe, expect, it } from 'vitest';
import {
  parseStoredAccounts,
  recordSignIn,
  removeAccount,
  type StoredAccount,
  setAutoLogin,
  sortByLastLogin,
} from './stored-accounts';
import { DEFAULT_TOKEN_EXPIRY_DAYS, parseTokenExpiryDays } from './token-expiry';

const account = (userId: string, lastLogin: string, autoLogin = true): StoredAccount => ({
  userId,
  username: `user_${userId}`,
  lastLogin,
  autoLogin,
});

describe('stored accounts', () => {
  it('given accounts in any order, when sorted, then the latest sign-in comes first', () => {
    const sorted = sortByLastLogin([
      account('a', '2025-01-01T00:00:00Z'),
      account('b', '2025-03-01T00:00:00Z'),
      account('c', '2025-02-01T00:00:00Z'),
    ]);
    expect(sorted.map((a) => a.userId)).toEqual(['b', 'c', 'a']);
  });

  it('given a new account, when it signs in, then it is added first with auto-login on', () => {
    const accounts = recordSignIn([account('a', '2025-01-01T00:00:00Z')], {
      userId: 'b',
      username: 'bob',
      at: new Date('2025-02-01T00:00:00Z'),
    });
    expect(accounts).toEqual([
      { userId: 'b', username: 'bob', lastLogin: '2025-02-01T00:00:00.000Z', autoLogin: true },
      account('a', '2025-01-01T00:00:00Z'),
    ]);
  });

  it('given a known account with auto-login off, when it signs in again, then it moves first and keeps the choice', () => {
    const accounts = recordSignIn(
      [account('a', '2025-01-01T00:00:00Z', false), account('b', '2025-02-01T00:00:00Z')],
      { userId: 'a', username: 'alice', at: new Date('2025-03-01T00:00:00Z') },
    );
    expect(accounts.map((a) => [a.userId, a.username, a.autoLogin])).toEqual([
      ['a', 'alice', false],
      ['b', 'user_b', true],
    ]);
  });

  it('given accounts, when auto-login is toggled or one removed, then only that account changes', () => {
    const accounts = [account('a', '2025-01-01T00:00:00Z'), account('b', '2025-02-01T00:00:00Z')];
    expect(setAutoLogin(accounts, 'a', false).map((a) => a.autoLogin)).toEqual([false, true]);
    expect(removeAccount(accounts, 'a').map((a) => a.userId)).toEqual(['b']);
  });

  it('given junk from storage, when parsed, then only well-formed entries survive, sorted', () => {
    const parsed = parseStoredAccounts([
      account('a', '2025-01-01T00:00:00Z'),
      { userId: '', username: 'x', lastLogin: '2025-01-01T00:00:00Z' },
      { userId: 'c', username: 'c', lastLogin: 'not a date' },
      null,
      { userId: 'd', username: 'd', lastLogin: '2025-05-01T00:00:00Z' },
    ]);
    expect(parsed.map((a) => [a.userId, a.autoLogin])).toEqual([
      ['d', true],
      ['a', true],
    ]);
    expect(parseStoredAccounts('nope')).toEqual([]);
  });
});

describe('parseTokenExpiryDays', () => {
  it('given one of the choices, then it is kept', () => {
    expect([7, 15, 30, 60, 90, '60'].map(parseTokenExpiryDays)).toEqual([7, 15, 30, 60, 90, 60]);
  });

  it('given anything else, then the default of 30 days is used', () => {
    expect([null, 0, 45, 'x', undefined].map(parseTokenExpiryDays)).toEqual(
      Array(5).fill(DEFAULT_TOKEN_EXPIRY_DAYS),
    );
  });
});
