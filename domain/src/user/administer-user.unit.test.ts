import { describe, expect, it } from 'vitest';
import type { UserCommand } from './commands.js';
import { ADMIN_SUB, expectRejected, given, registered, SUB } from './test-support/given-when-then.js';

const notFound = { status: 404, code: 'USER_NOT_FOUND', message: 'ユーザーが見つかりません' };
const deleted = { type: 'UserDeleted' as const, data: { userId: SUB, deletedBy: ADMIN_SUB } };

describe('RegisterUser', () => {
  const register = (overrides: Partial<Extract<UserCommand, { type: 'RegisterUser' }>['data']> = {}) =>
    ({
      type: 'RegisterUser',
      data: { userId: SUB, username: ' learner ', email: 'learner@example.com', isAdmin: true, ...overrides },
    }) satisfies UserCommand;

  it('given no user, when an administrator registers one, then it is recorded with trimmed fields', () => {
    expect(given().when(register())).toEqual([registered({ isAdmin: true })]);
  });

  it('given an existing user, when registered again, then 409', () => {
    expectRejected(() => given(registered()).when(register()), {
      status: 409,
      code: 'USER_EXISTS',
      message: 'ユーザーは既に登録されています',
    });
  });

  it('given a deleted user, when registered again, then 409 (the subject stays deleted)', () => {
    expectRejected(() => given(registered(), deleted).when(register()), {
      status: 409,
      code: 'USER_EXISTS',
      message: 'ユーザーは既に登録されています',
    });
  });

  it.each([
    ['username', { username: '  ' }, 'ユーザー名を入力してください'],
    ['email', { email: '' }, 'メールアドレスを入力してください'],
  ])('given a blank %s, when registered, then 400 with the spec message', (_, overrides, message) => {
    expectRejected(() => given().when(register(overrides)), {
      status: 400,
      code: 'VALIDATION_FAILED',
      message,
    });
  });
});

describe('ChangeUserRole', () => {
  const changeRole = (isAdmin: boolean, changedBy = ADMIN_SUB, userId = SUB): UserCommand => ({
    type: 'ChangeUserRole',
    data: { userId, isAdmin, changedBy },
  });

  it('given a learner, when an administrator promotes them, then the role change names who changed it', () => {
    expect(given(registered()).when(changeRole(true))).toEqual([
      { type: 'UserRoleChanged', data: { userId: SUB, isAdmin: true, changedBy: ADMIN_SUB } },
    ]);
  });

  it('given an administrator, when promoted again, then nothing changes', () => {
    expect(given(registered({ isAdmin: true })).when(changeRole(true))).toEqual([]);
  });

  it('given an administrator, when they demote themself, then 403 自分の管理者権限は変更できません', () => {
    expectRejected(() => given(registered({ isAdmin: true })).when(changeRole(false, SUB)), {
      status: 403,
      code: 'CANNOT_CHANGE_OWN_ROLE',
      message: '自分の管理者権限は変更できません',
    });
  });

  it('given no user or a deleted one, when the role is changed, then 404', () => {
    expectRejected(() => given().when(changeRole(true)), notFound);
    expectRejected(() => given(registered(), deleted).when(changeRole(true)), notFound);
  });
});

describe('DeleteUser', () => {
  const remove = (deletedBy = ADMIN_SUB): UserCommand => ({
    type: 'DeleteUser',
    data: { userId: SUB, deletedBy },
  });

  it('given a user, when an administrator deletes them, then UserDeleted names who deleted', () => {
    expect(given(registered()).when(remove())).toEqual([deleted]);
  });

  it('given an administrator, when they delete themself, then 403 自分自身は削除できません', () => {
    expectRejected(() => given(registered({ isAdmin: true })).when(remove(SUB)), {
      status: 403,
      code: 'CANNOT_DELETE_SELF',
      message: '自分自身は削除できません',
    });
  });

  it('given a deleted user, when deleted again, then 404', () => {
    expectRejected(() => given(registered(), deleted).when(remove()), notFound);
  });
});

describe('UpdateUserProfile', () => {
  const update = (changes: Record<string, string | null>): UserCommand => ({
    type: 'UpdateUserProfile',
    data: { userId: SUB, updatedBy: SUB, changes },
  });

  it('given a user, when profile fields change, then only the changed ones are recorded (blank clears)', () => {
    const history = [registered({ name: '旧名', phoneNumber: '09012345678' })];
    expect(given(...history).when(update({ name: '新名', phoneNumber: '  ', givenName: null }))).toEqual([
      { type: 'UserProfileUpdated', data: { userId: SUB, updatedBy: SUB, name: '新名', phoneNumber: null } },
    ]);
  });

  it('given a user, when the same values are sent, then nothing is recorded', () => {
    expect(given(registered({ name: '同じ' })).when(update({ name: '同じ' }))).toEqual([]);
  });

  it('given no user, when the profile is updated, then 404', () => {
    expectRejected(() => given().when(update({ name: 'x' })), notFound);
  });
});
