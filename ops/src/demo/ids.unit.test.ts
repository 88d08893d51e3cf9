import { describe, expect, it } from 'vitest';
import { nameBasedUuid } from './ids.js';

describe('nameBasedUuid', () => {
  it('gives the same UUID for the same name and different ones for different names', () => {
    expect(nameBasedUuid('set:a')).toBe(nameBasedUuid('set:a'));
    expect(nameBasedUuid('set:a')).not.toBe(nameBasedUuid('set:b'));
  });

  it('has the UUID version-5 layout', () => {
    expect(nameBasedUuid('x')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
