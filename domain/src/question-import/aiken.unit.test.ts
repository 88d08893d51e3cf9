import { describe, expect, it } from 'vitest';
import { AikenReasons, parseAiken } from './aiken.js';

const file = `稼働率0.9の装置を2台直列につないだときの稼働率はどれか。
A. 0.81
B) 0.9
C.0.99
ANSWER: A

OSI参照モデルでルーティングを担う層はどれか。
A) データリンク層
B) ネットワーク層
ANSWER: B`;

describe('parseAiken', () => {
  it('given two questions with both option styles and a missing space, then both with their one correct option', () => {
    const { questions, problems } = parseAiken(file);
    expect(problems).toEqual([]);
    expect(questions.map((entry) => entry.line)).toEqual([1, 7]);
    expect(questions[0]?.question.options).toEqual([
      { text: '0.81', isCorrect: true },
      { text: '0.9', isCorrect: false },
      { text: '0.99', isCorrect: false },
    ]);
    expect(questions[1]?.question).toMatchObject({
      questionType: 'single',
      text: 'OSI参照モデルでルーティングを担う層はどれか。',
    });
  });

  it.each([
    ['one option', 'Q\nA) only\nANSWER: A', AikenReasons.optionsTooFew],
    [
      'no ANSWER before the next question',
      'Q1\nA) a\nB) b\nQ2\nA) a\nB) b\nANSWER: A',
      AikenReasons.answerMissing,
    ],
    ['no ANSWER at the end', 'Q\nA) a\nB) b', AikenReasons.answerMissing],
    ['an ANSWER naming no option', 'Q\nA) a\nB) b\nANSWER: D', AikenReasons.noSuchOption('D')],
    ['an ANSWER with two letters', 'Q\nA) a\nB) b\nANSWER: A,B', AikenReasons.answerFormat],
  ])('given %s, then the question is refused', (_, text, reason) => {
    expect(parseAiken(text).problems[0]?.reason).toBe(reason);
  });

  it('given a question without ANSWER followed by a good one, then the good one is kept', () => {
    const { questions, problems } = parseAiken('Q1\nA) a\nB) b\nQ2\nA) a\nB) b\nANSWER: B');
    expect(problems.map((problem) => problem.line)).toEqual([1]);
    expect(questions.map((entry) => entry.line)).toEqual([4]);
  });
});
