import { describe, expect, it } from 'vitest';
import { classifyIdentifier, parseTokenExpiryDays, passwordProblem } from './index.js';

describe('classifyIdentifier', () => {
  it.each(['taro@example.com', ' hanako.y@mail.example.jp '])('given %j, then it is an e-mail', (input) => {
    expect(classifyIdentifier(input)).toBe('email');
  });

  it.each(['0312345678', '09012345678', '81312345678', '+819012345678', '090-1234-5678', '080-0000-1111'])(
    'given %j, then it is a Japanese phone number',
    (input) => {
      expect(classifyIdentifier(input)).toBe('phone');
    },
  );

  it.each(['taro', 'hanako_2024', 'A_b_C_d_E_f_G_h_I_j_', '123'.padEnd(12, 'x')])(
    'given %j, then it is a username',
    (input) => {
      expect(classifyIdentifier(input)).toBe('username');
    },
  );

  it.each([
    '',
    'abc',
    'a'.repeat(21),
    'taro yamada',
    'taro@',
    '@example.com',
    '060-1234-5678',
    'たろう',
    '+81-90',
  ])('given %j, then it is invalid', (input) => {
    expect(classifyIdentifier(input)).toBe('invalid');
  });
});

describe('passwordProblem', () => {
  it('given self-registration, then 8 characters with a letter and a digit are required', () => {
    expect(passwordProblem('', 'self-service')).toBe('empty');
    expect(passwordProblem('abc123', 'self-service')).toBe('too-short');
    expect(passwordProblem('abcdefgh', 'self-service')).toBe('needs-letter-and-digit');
    expect(passwordProblem('12345678', 'self-service')).toBe('needs-letter-and-digit');
    expect(passwordProblem('abcd1234', 'self-service')).toBeNull();
  });

  it('given an administrator-created user, then the spec minimum of 6 characters applies', () => {
    expect(passwordProblem('abc12', 'admin-created')).toBe('too-short');
    expect(passwordProblem('abcdef', 'admin-created')).toBeNull();
  });

  it('given a password over 128 characters, then it is refused under either policy', () => {
    expect(passwordProblem(`a1${'x'.repeat(127)}`, 'self-service')).toBe('too-long');
    expect(passwordProblem('x'.repeat(129), 'admin-created')).toBe('too-long');
  });
});

describe('parseTokenExpiryDays', () => {
  it('given nothing, then the default of 30 days', () => {
    expect(parseTokenExpiryDays(undefined)).toBe(30);
    expect(parseTokenExpiryDays('')).toBe(30);
  });

  it.each([
    ['7', 7],
    ['15', 15],
    [60, 60],
    ['90', 90],
  ] as const)('given %j, then %i days', (raw, days) => {
    expect(parseTokenExpiryDays(raw)).toBe(days);
  });

  it.each(['8', '0', '-7', '30.5', 'abc', '365'])('given %j, then it is refused', (raw) => {
    expect(parseTokenExpiryDays(raw)).toBeNull();
  });
});
