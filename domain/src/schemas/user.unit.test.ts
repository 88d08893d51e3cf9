import { describe, expect, it } from 'vitest';
import { createUserBody, updateUserProfileBody } from './user.js';

const valid = {
  username: 'taro',
  email: 'taro@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};
const firstMessage = (input: unknown) => {
  const result = createUserBody.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('createUserBody (admin create user)', () => {
  it('given a valid form, then it parses with isAdmin false by default', () => {
    expect(createUserBody.parse(valid)).toEqual({ ...valid, isAdmin: false });
  });

  it.each([
    ['no username', { ...valid, username: '' }, 'ユーザー名を入力してください'],
    ['a blank username', { ...valid, username: '   ' }, 'ユーザー名を入力してください'],
    ['no e-mail', { ...valid, email: undefined }, 'メールアドレスを入力してください'],
    ['an invalid e-mail', { ...valid, email: 'not-an-address' }, '有効なメールアドレスを入力してください'],
    ['no password', { ...valid, password: '' }, 'パスワードを入力してください'],
    [
      'a short password',
      { ...valid, password: '12345', confirmPassword: '12345' },
      'パスワードは6文字以上で入力してください',
    ],
    ['a different confirmation', { ...valid, confirmPassword: 'secret2' }, '確認用パスワードが一致しません'],
  ])('given %s, then the spec message is the first issue', (_, input, message) => {
    expect(firstMessage(input)).toBe(message);
  });
});

describe('updateUserProfileBody', () => {
  it('given OpenID spellings, then the profile fields are camel-cased', () => {
    expect(updateUserProfileBody.parse({ phone_number: '0312345678', given_name: null })).toEqual({
      phoneNumber: '0312345678',
      givenName: null,
    });
  });

  it('given fields other than the profile’s (progress, isAdmin), then the body is refused naming them', () => {
    const result = updateUserProfileBody.safeParse({
      phone_number: '0312345678',
      progress: {},
      isAdmin: true,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      code: 'unrecognized_keys',
      keys: ['progress', 'isAdmin'],
    });
  });
});
