import { describe, expect, it } from 'vitest';
import { handshakeToken } from './handshake-token.js';
import { roomsFor } from './rooms.js';

describe('handshakeToken', () => {
  it('given auth.token, when read, then it wins (with or without a Bearer prefix)', () => {
    expect(handshakeToken({ auth: { token: 'abc' }, headers: { authorization: 'Bearer other' } })).toBe(
      'abc',
    );
    expect(handshakeToken({ auth: { token: 'Bearer abc' }, headers: {} })).toBe('abc');
  });

  it('given only an Authorization header, when read, then the bearer token is used', () => {
    expect(handshakeToken({ auth: {}, headers: { authorization: 'Bearer xyz' } })).toBe('xyz');
  });

  it('given nothing usable, when read, then there is no token', () => {
    expect(
      handshakeToken({ auth: { token: '  ' }, headers: { authorization: 'Basic xyz' } }),
    ).toBeUndefined();
  });
});

describe('roomsFor', () => {
  it('given a learner and an administrator, when their rooms are computed, then only the administrator joins admins', () => {
    expect(roomsFor({ userId: 'u1', isAdmin: false })).toEqual(['user:u1']);
    expect(roomsFor({ userId: 'a1', isAdmin: true })).toEqual(['user:a1', 'admins']);
  });
});
