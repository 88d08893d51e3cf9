import { describe, expect, it } from 'vitest';
import {
  createUserFailure,
  createUserFailureMessage,
  emptyCreateUserForm,
  validateCreateUser,
} from './create-user-form';

const valid = {
  username: 'new_user',
  email: 'new@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  isAdmin: false,
};

describe('validateCreateUser', () => {
  it('given an empty form, then each field shows its message in the interface language', () => {
    const result = validateCreateUser(emptyCreateUserForm);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.username).toBe('ユーザー名を入力してください');
    expect(result.errors.email).toBe('メールアドレスを入力してください');
    expect(result.errors.password).toBe('パスワードを入力してください');
  });

  it.each([
    ['zh', '请输入用户名', '请输入邮箱', '请输入密码'],
    ['en', 'Please enter a username', 'Please enter an email address', 'Please enter a password'],
  ] as const)(
    'given an empty form in %s, then the spec’s words (zh) or their English',
    (language, username, email, password) => {
      const result = validateCreateUser(emptyCreateUserForm, language);
      expect(result.ok ? null : result.errors).toMatchObject({ username, email, password });
    },
  );

  it('given a malformed e-mail, a short password and a different confirmation, then the spec messages show', () => {
    const result = validateCreateUser({ ...valid, email: 'nope', password: 'abc', confirmPassword: 'abd' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.email).toBe('有効なメールアドレスを入力してください');
    expect(result.errors.password).toBe('パスワードは6文字以上で入力してください');
  });

  it('given a different confirmation only, then 两次输入的密码不一致 is shown in zh (and its Japanese by default)', () => {
    const form = { ...valid, confirmPassword: 'secret2' };
    expect(validateCreateUser(form, 'zh')).toEqual({
      ok: false,
      errors: { confirmPassword: '两次输入的密码不一致' },
    });
    expect(validateCreateUser(form)).toEqual({
      ok: false,
      errors: { confirmPassword: '確認用パスワードが一致しません' },
    });
  });

  it('given a valid form, then the body is sent as typed', () => {
    const result = validateCreateUser({ ...valid, isAdmin: true });
    expect(result.ok && result.body).toMatchObject({
      username: 'new_user',
      email: 'new@example.com',
      isAdmin: true,
    });
  });
});

describe('createUserFailureMessage', () => {
  const messages = { emailTaken: '创建失败，邮箱可能已被注册', generic: '创建用户时发生错误' };

  it('given a conflict, then the server text or the e-mail message shows', () => {
    expect(createUserFailureMessage({ status: 409, message: '用户名已存在' }, messages)).toBe('用户名已存在');
    expect(createUserFailureMessage({ status: 409, message: '' }, messages)).toBe(messages.emailTaken);
  });

  it('given a server fault or no answer, then the generic message shows', () => {
    expect(createUserFailureMessage({ status: 500, message: 'boom' }, messages)).toBe(messages.generic);
    expect(createUserFailureMessage(undefined, messages)).toBe(messages.generic);
  });
});

describe('createUserFailure (issue 23: a duplicate username is not the e-mail message)', () => {
  const messages = { emailTaken: '创建失败，邮箱可能已被注册', generic: '创建用户时发生错误' };
  it('given USERNAME_EXISTS, then 用户名已存在 beside the username', () => {
    expect(
      createUserFailure({ status: 409, message: '用户名已存在', code: 'USERNAME_EXISTS' }, messages),
    ).toEqual({ message: '用户名已存在', field: 'username' });
  });
  it('given EMAIL_EXISTS, then the e-mail message beside the e-mail', () => {
    expect(
      createUserFailure(
        { status: 409, message: '创建失败，邮箱可能已被注册', code: 'EMAIL_EXISTS' },
        messages,
      ),
    ).toEqual({ message: '创建失败，邮箱可能已被注册', field: 'email' });
  });
});
