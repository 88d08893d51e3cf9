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
    ['no username', { ...valid, username: '' }, '请输入用户名'],
    ['a blank username', { ...valid, username: '   ' }, '请输入用户名'],
    ['no e-mail', { ...valid, email: undefined }, '请输入邮箱'],
    ['an invalid e-mail', { ...valid, email: 'not-an-address' }, '请输入有效的邮箱地址'],
    ['no password', { ...valid, password: '' }, '请输入密码'],
    ['a short password', { ...valid, password: '12345', confirmPassword: '12345' }, '密码长度至少为6个字符'],
    ['a different confirmation', { ...valid, confirmPassword: 'secret2' }, '两次输入的密码不一致'],
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
