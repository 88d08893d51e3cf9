import { describe, expect, it } from 'vitest';
import { PipeReasons, parsePipe } from './pipe.js';

const reasonOf = (line: string) => parsePipe(line).problems[0]?.reason;

describe('parsePipe (admin spec §5 "Batch upload")', () => {
  it('given a single and a multiple answer, with and without an explanation, then both questions', () => {
    const { questions, problems } = parsePipe('Q1|a|b|c|B|解説です\nQ2|a|b|c|A,C');
    expect(problems).toEqual([]);
    expect(questions).toEqual([
      {
        line: 1,
        question: {
          text: 'Q1',
          questionType: 'single',
          options: [
            { text: 'a', isCorrect: false },
            { text: 'b', isCorrect: true },
            { text: 'c', isCorrect: false },
          ],
          explanation: '解説です',
        },
      },
      {
        line: 2,
        question: expect.objectContaining({ questionType: 'multiple', explanation: '' }),
      },
    ]);
    expect(questions[1]?.question.options.map((option) => option.isCorrect)).toEqual([true, false, true]);
  });

  it.each([
    ['a Chinese comma', 'Q|a|b|c|A，B', PipeReasons.chineseComma],
    ['an ideographic comma', 'Q|a|b|c|A、B', PipeReasons.chineseComma],
    ['spaces', 'Q|a|b|c|A, B', PipeReasons.spaces],
    ['a lowercase letter', 'Q|a|b|c|b', PipeReasons.lowercase],
    ['a letter beyond the options', 'Q|a|b|E', PipeReasons.noSuchOption('E')],
    ['a repeated letter', 'Q|a|b|A,A', PipeReasons.duplicateAnswer],
    ['one option', 'Q|a|A|解説', PipeReasons.optionsTooFew],
    ['no answer', 'Q|選択肢1|選択肢2|選択肢3', PipeReasons.answerMissing],
    ['a lowercase single letter at the end', 'Q|a|b|c', PipeReasons.lowercase],
    ['too few fields', 'Q|A', PipeReasons.tooFewFields],
    ['an empty question', ' |a|b|A', PipeReasons.textRequired],
    ['an empty option', 'Q|a||A', PipeReasons.optionEmpty('B')],
  ])('given %s, then the line is refused with its reason', (_, line, reason) => {
    expect(reasonOf(line)).toBe(reason);
  });

  it('given good and bad lines with a BOM, CRLF and blank lines, then good ones pass and bad ones carry their line and start', () => {
    const text =
      '\uFEFFQ1|a|b|A\r\n\r\nとても長い問題文がここから始まってずっと続いていくので途中で切られる|a|b|x\r\nQ3|a|b|B\r\n';
    const { questions, problems } = parsePipe(text);
    expect(questions.map((entry) => entry.line)).toEqual([1, 4]);
    expect(problems).toEqual([
      {
        line: 3,
        excerpt: 'とても長い問題文がここから始まってずっと続いていくので途中で…',
        reason: PipeReasons.lowercase,
        code: 'ANSWER_LOWERCASE',
      },
    ]);
  });

  it('given quotes in the text, then they stay (no CSV quoting)', () => {
    expect(parsePipe('"引用"を含む「問題」|"a"|b|A').questions[0]?.question.text).toBe(
      '"引用"を含む「問題」',
    );
  });

  it('given an empty file, then nothing and no problems', () => {
    expect(parsePipe('')).toEqual({ questions: [], problems: [] });
  });

  it('given a 50,000-character line, then it is parsed at once', () => {
    const long = `${'問'.repeat(50_000)}|a|b|A|${' '.repeat(20_000)}!`;
    const started = performance.now();
    const { questions } = parsePipe(long);
    expect(questions).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
