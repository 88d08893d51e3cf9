import { describe, expect, it } from 'vitest';
import type { UserCommand } from './commands.js';
import { expectRejected, given, registered, SUB } from './test-support/given-when-then.js';

const choose = (language: 'ja' | 'zh' | 'en') =>
  ({ type: 'ChooseUserLanguage', data: { userId: SUB, language } }) satisfies UserCommand;
const chosen = (language: 'ja' | 'zh' | 'en') => ({
  type: 'UserLanguageChosen' as const,
  data: { userId: SUB, language },
});

describe('ChooseUserLanguage', () => {
  it('given a user, when they choose English, then the choice is recorded', () => {
    expect(given(registered()).when(choose('en'))).toEqual([chosen('en')]);
  });

  it('given a user who chose Chinese, when they choose Chinese again, then nothing is recorded', () => {
    expect(given(registered(), chosen('zh')).when(choose('zh'))).toEqual([]);
  });

  it('given a user who chose Chinese, when they choose Japanese, then the new choice is recorded', () => {
    expect(given(registered(), chosen('zh')).when(choose('ja'))).toEqual([chosen('ja')]);
  });

  it('given no user, when a language is chosen, then 404', () => {
    expectRejected(() => given().when(choose('en')), {
      status: 404,
      code: 'USER_NOT_FOUND',
      message: 'ユーザーが見つかりません',
    });
  });
});
