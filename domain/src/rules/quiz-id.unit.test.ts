import { describe, expect, it } from 'vitest';
import { cleanQuizId, isUuid } from './quiz-id.js';

const first = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const second = 'A987FBC9-4BED-3078-CF07-9141BA07C9F3';

describe('isUuid', () => {
  it('given UUID-shaped strings in any case, then they are UUIDs', () => {
    expect(isUuid(first)).toBe(true);
    expect(isUuid(second)).toBe(true);
  });
  it('given other values, then they are not', () => {
    expect(isUuid('3f2504e0-4f89-41d3-9a0c-0305e82c330')).toBe(false);
    expect(isUuid(`${first}x`)).toBe(false);
    expect(isUuid(42)).toBe(false);
  });
});

describe('cleanQuizId', () => {
  it('given a UUID, then it is kept whole', () => {
    expect(cleanQuizId(first)).toBe(first);
  });
  it('given a composite id whose second part is a UUID, then the second part is used', () => {
    expect(cleanQuizId(`${first}_${second}`)).toBe(second);
    expect(cleanQuizId(`prefix_${second}`)).toBe(second);
  });
  it('given a composite id whose only UUID is the first part, then the first part is used', () => {
    expect(cleanQuizId(`${first}_1699999999`)).toBe(first);
  });
  it('given nothing valid, then null', () => {
    expect(cleanQuizId('abc_def')).toBeNull();
    expect(cleanQuizId('abc')).toBeNull();
    expect(cleanQuizId('')).toBeNull();
    expect(cleanQuizId(undefined)).toBeNull();
  });
});
