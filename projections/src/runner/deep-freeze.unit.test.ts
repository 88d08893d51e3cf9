import { describe, expect, it } from 'vitest';
import { deepFreeze } from './deep-freeze.js';

describe('deepFreeze', () => {
  it('given a nested document, then every object and array in it is frozen and mutation throws', () => {
    const doc = deepFreeze({ id: 'a', answers: [{ questionId: 'q', selected: ['x'] }], meta: { n: 1 } });

    expect(Object.isFrozen(doc.answers[0]?.selected)).toBe(true);
    expect(() => {
      (doc.meta as { n: number }).n = 2;
    }).toThrow(TypeError);
    expect(() => (doc.answers as unknown[]).push({})).toThrow(TypeError);
  });

  it('given primitives and null, then they come back as they are', () => {
    expect(deepFreeze(null)).toBeNull();
    expect(deepFreeze(3)).toBe(3);
    expect(deepFreeze('s')).toBe('s');
  });
});
