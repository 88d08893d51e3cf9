import { describe, expect, it } from 'vitest';
import { importSettled } from './import-settled';

describe('importSettled', () => {
  it('given a job, then the import is in once the job is over and the socket has announced its last event', () => {
    const completed = {
      id: 'j1',
      state: 'completed' as const,
      progress: 100,
      result: { success: 10, failed: 0, errors: [], position: 40 },
    };

    expect(importSettled(undefined, 99)).toBe(false);
    expect(importSettled(completed, 39)).toBe(false);
    expect(importSettled(completed, 40)).toBe(true);
    expect(importSettled({ id: 'j1', state: 'failed', progress: 50 }, 0)).toBe(true);
    expect(importSettled({ ...completed, result: { success: 0, failed: 1, errors: [] } }, 0)).toBe(true);
  });
});
