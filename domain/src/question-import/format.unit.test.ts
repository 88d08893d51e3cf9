import { describe, expect, it } from 'vitest';
import { formatQuestions, parseQuestions } from './format.js';
import type { ImportedQuestion, ImportFormat } from './types.js';

const single: ImportedQuestion = {
  text: '記号 | ~ = # { } : を含む問題',
  questionType: 'single',
  options: [
    { text: '正解 {x}', isCorrect: true },
    { text: '不正解 ~y', isCorrect: false },
  ],
  explanation: '<p>解説: #1</p>',
};
const multiple: ImportedQuestion = {
  text: '複数選ぶ問題',
  questionType: 'multiple',
  options: [
    { text: '甲', isCorrect: true },
    { text: '乙', isCorrect: true },
    { text: '丙', isCorrect: true },
    { text: '丁', isCorrect: false },
  ],
  explanation: '',
};

describe('formatQuestions then parseQuestions (round trip)', () => {
  it('given GIFT, then every question comes back equal, special characters included', () => {
    const { text } = formatQuestions('gift', [single, multiple]);
    expect(parseQuestions('gift', text).questions.map((entry) => entry.question)).toEqual([single, multiple]);
  });

  it('given pipe, then equal but for | written as the full-width ｜', () => {
    const { text } = formatQuestions('pipe', [single, multiple]);
    const back = parseQuestions('pipe', text).questions.map((entry) => entry.question);
    expect(back).toEqual([{ ...single, text: single.text.replace('|', '｜') }, multiple]);
  });

  it('given Aiken, then single-answer questions come back (without explanation) and the multiple one is counted as skipped', () => {
    const { text, skipped } = formatQuestions('aiken', [single, multiple]);
    expect(skipped).toBe(1);
    expect(parseQuestions('aiken', text).questions.map((entry) => entry.question)).toEqual([
      { ...single, explanation: '' },
    ]);
  });

  it.each<ImportFormat>(['pipe', 'gift', 'aiken'])('given no questions, then an empty %s file', (format) => {
    expect(formatQuestions(format, []).text).toBe('');
  });
});
