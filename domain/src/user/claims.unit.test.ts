import { describe, expect, it } from 'vitest';
import { hasIdentityClaims, isBootstrapAdminEmail, userClaimsFrom } from './claims.js';

describe('userClaimsFrom', () => {
  it('given standard claims, then the user fields come from them', () => {
    expect(
      userClaimsFrom({
        sub: 's1',
        preferred_username: 'taro',
        email: 'taro@example.com',
        phone_number: '+819012345678',
        name: '山田 太郎',
        family_name: '山田',
        given_name: '太郎',
      }),
    ).toEqual({
      username: 'taro',
      email: 'taro@example.com',
      phoneNumber: '+819012345678',
      name: '山田 太郎',
      familyName: '山田',
      givenName: '太郎',
    });
  });

  it('given no preferred_username, then the username falls back to the e-mail, then the Cognito username', () => {
    expect(userClaimsFrom({ sub: 's1', email: 'a@example.com' })).toEqual({
      username: 'a@example.com',
      email: 'a@example.com',
    });
    expect(userClaimsFrom({ sub: 's1', username: 'cognito-user' })).toEqual({
      username: 'cognito-user',
      email: '',
    });
    expect(userClaimsFrom({ sub: 's1' })).toEqual({ username: 's1', email: '' });
  });

  it('given an access token without name or e-mail, then it lacks identity claims', () => {
    expect(hasIdentityClaims({ sub: 's1', client_id: 'c' })).toBe(false);
    expect(hasIdentityClaims({ sub: 's1', email: 'a@example.com' })).toBe(true);
  });
});

describe('isBootstrapAdminEmail', () => {
  const admins = ['boss@example.com'];

  it('given a verified listed e-mail in another case, then it is a bootstrap administrator', () => {
    expect(isBootstrapAdminEmail({ email: 'Boss@Example.com', email_verified: true }, admins)).toBe(true);
    expect(isBootstrapAdminEmail({ email: 'boss@example.com', email_verified: 'true' }, admins)).toBe(true);
  });

  it('given an unverified or unlisted e-mail, then it is not', () => {
    expect(isBootstrapAdminEmail({ email: 'boss@example.com', email_verified: false }, admins)).toBe(false);
    expect(isBootstrapAdminEmail({ email: 'boss@example.com' }, admins)).toBe(false);
    expect(isBootstrapAdminEmail({ email: 'other@example.com', email_verified: true }, admins)).toBe(false);
  });
});
