import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/index.js';
import type { QuestionInput } from './commands.js';
import { newQuestion } from './question-rules.js';

const question = (texts: string[], correct: number[] = [0]): QuestionInput => ({
  id: 'q1',
  text: '正しいものはどれか',
  questionType: correct.length > 1 ? 'multiple' : 'single',
  options: texts.map((text, index) => ({ id: `o${index}`, text, isCorrect: correct.includes(index) })),
  explanation: '<p>解説</p>',
});

describe('options that read the same (issue 39)', () => {
  it.each([
    ['the same text', ['一意', '一意']],
    ['full-width and half-width', ['ＡＢＣ', 'ABC']],
    ['different case and spaces', ['Primary  Key', ' primary key ']],
  ])('given %s, when a question is added, then 400 OPTION_TEXT_DUPLICATE', (_, texts) => {
    try {
      newQuestion(question(texts));
      throw new Error('expected a refusal');
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ status: 400, code: 'OPTION_TEXT_DUPLICATE' });
    }
  });

  it('given distinct options, when added, then accepted', () => {
    expect(newQuestion(question(['一意', '重複可'])).options).toHaveLength(2);
  });
});
