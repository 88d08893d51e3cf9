import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-set';

describe('exportFileName', () => {
  it('given the server’s Content-Disposition, then its file name; without one, a name by set and format', () => {
    expect(exportFileName('attachment; filename="question-set-s1.gift"', 's1', 'gift')).toBe(
      'question-set-s1.gift',
    );
    expect(exportFileName(null, 's1', 'aiken')).toBe('question-set-s1.txt');
    expect(exportFileName('attachment', 's1', 'gift')).toBe('question-set-s1.gift');
  });
});
