import { describe, expect, it } from 'vitest';
import { questionBody, reorderBody, updateQuestionBody } from './question.js';

describe('questionBody', () => {
  it('given the old client payload with `question` as text, when parsed, then it reads as `text`', () => {
    const parsed = questionBody.parse({
      questionSetId: 'set-1',
      question: 'TCPのポート番号は？',
      questionType: 'multiple',
      explanation: '説明',
      orderIndex: '3',
      options: [{ text: '80', isCorrect: true }, { text: '443' }],
    });
    expect(parsed).toEqual({
      questionSetId: 'set-1',
      text: 'TCPのポート番号は？',
      questionType: 'multiple',
      explanation: '説明',
      orderIndex: 3,
      options: [
        { text: '80', isCorrect: true },
        { text: '443', isCorrect: false },
      ],
    });
  });

  it('given both `text` and `question`, when parsed, then `text` wins', () => {
    expect(questionBody.parse({ questionSetId: 's', text: 'A', question: 'B' }).text).toBe('A');
  });

  it('given only the set id, when parsed, then the question fields are empty for the decider to report', () => {
    expect(questionBody.parse({ questionSetId: 's' })).toEqual({
      questionSetId: 's',
      text: '',
      explanation: '',
      questionType: 'single',
      options: [],
    });
  });

  it('given no set id, when parsed, then it fails', () => {
    expect(questionBody.safeParse({ text: 'q' }).success).toBe(false);
  });
});

describe('updateQuestionBody', () => {
  it('given a partial edit, when parsed, then only the sent fields are present', () => {
    expect(updateQuestionBody.parse({ question: '新しい問題' })).toEqual({ text: '新しい問題' });
    expect(Object.keys(updateQuestionBody.parse({ explanation: '' }))).toEqual(['explanation']);
  });

  it('given a wrongly typed field, when parsed, then it fails', () => {
    expect(updateQuestionBody.safeParse({ options: [{ text: 1 }] }).success).toBe(false);
  });
});

describe('reorderBody', () => {
  it('given a list of ids, when parsed, then it is kept', () => {
    expect(reorderBody.parse({ questionIds: ['b', 'a'] })).toEqual({ questionIds: ['b', 'a'] });
  });

  it('given something else, when parsed, then it fails', () => {
    expect(reorderBody.safeParse({ questionIds: 'b,a' }).success).toBe(false);
  });
});
