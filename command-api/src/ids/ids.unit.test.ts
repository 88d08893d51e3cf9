import { describe, expect, it } from 'vitest';
import { idOrNew, questionWithIds } from './index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('ids', () => {
  it('given a client id, when kept, then it is used as is; a blank or missing one becomes a fresh uuid', () => {
    expect(idOrNew('q-1')).toBe('q-1');
    expect(idOrNew('  ')).toMatch(UUID);
    expect(idOrNew(undefined)).toMatch(UUID);
    expect(idOrNew(undefined)).not.toBe(idOrNew(undefined));
  });

  it('given a form question, when completed, then question and options have ids and presentation fields are dropped', () => {
    const question = questionWithIds({
      text: '問題',
      questionType: 'single',
      explanation: '解説',
      orderIndex: 3,
      options: [
        { id: 'opt-a', text: 'A', isCorrect: true, optionIndex: 'A' },
        { text: 'B', isCorrect: false, optionIndex: 'B' },
      ],
    } as Parameters<typeof questionWithIds>[0]);
    expect(question).toEqual({
      id: expect.stringMatching(UUID),
      text: '問題',
      questionType: 'single',
      explanation: '解説',
      options: [
        { id: 'opt-a', text: 'A', isCorrect: true },
        { id: expect.stringMatching(UUID), text: 'B', isCorrect: false },
      ],
    });
  });
});
