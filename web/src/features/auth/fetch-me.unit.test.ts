import { describe, expect, it } from 'vitest';
import { userFromWire } from './fetch-me';

describe('the signed-in user from GET /users/me', () => {
  it('given the server’s user with the OpenID claim spellings, then the web keeps its phone and names', () => {
    const user = userFromWire({
      id: 'u1',
      username: 'hanako',
      email: 'hanako@example.com',
      isAdmin: false,
      phone_number: '090-1234-5678',
      name: '山田 花子',
      family_name: '山田',
      given_name: '花子',
      createdAt: '2026-01-01T00:00:00.000Z',
      lastLogin: null,
    });

    expect(user).toEqual({
      id: 'u1',
      username: 'hanako',
      email: 'hanako@example.com',
      isAdmin: false,
      phoneNumber: '090-1234-5678',
      name: '山田 花子',
      familyName: '山田',
      givenName: '花子',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
  });

  it('given a user who saved a language and a time zone, then the web keeps both (the learning path sends the zone)', () => {
    const user = userFromWire({
      id: 'u2',
      username: 'ken',
      email: 'ken@example.com',
      isAdmin: false,
      phone_number: null,
      name: null,
      family_name: null,
      given_name: null,
      createdAt: null,
      lastLogin: null,
      language: 'en',
      timeZone: 'Europe/Berlin',
    });

    expect(user).toMatchObject({ id: 'u2', language: 'en', timeZone: 'Europe/Berlin' });
  });
});
