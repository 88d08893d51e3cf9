import { describe, expect, it } from 'vitest';
import { GiftReasons, parseGift } from './gift.js';

const question = (text: string) => parseGift(text).questions[0]?.question;
const reason = (text: string) => parseGift(text).problems[0]?.reason;

describe('parseGift', () => {
  it('given multiple choice with a title, a comment, feedback and general feedback, then one question with the feedback in the explanation', () => {
    const text = `// 章1
::ポート:: HTTPの既定ポートはどれか {
  =80 # 正解です
  ~21 # FTPです
  ~25
  ####Webサーバは通常80番で待ち受けます
}`;
    expect(question(text)).toEqual({
      text: 'HTTPの既定ポートはどれか',
      questionType: 'single',
      options: [
        { text: '80', isCorrect: true },
        { text: '21', isCorrect: false },
        { text: '25', isCorrect: false },
      ],
      explanation: 'Webサーバは通常80番で待ち受けます\nA: 正解です\nB: FTPです',
    });
  });

  it('given multiple response by weights, then a multiple question whose positive weights are correct', () => {
    const q = question('[html]<b>正しい</b>ものをすべて選べ {~%50%甲 ~%50%乙 ~%-100%丙}');
    expect(q?.questionType).toBe('multiple');
    expect(q?.text).toBe('<b>正しい</b>ものをすべて選べ');
    expect(q?.options.map((option) => option.isCorrect)).toEqual([true, true, false]);
  });

  it.each([
    ['{T}', true],
    ['{TRUE}', true],
    ['{F}', false],
    ['{FALSE#違います}', false],
  ])('given true/false %s, then 正しい / 誤り', (answers, isTrue) => {
    const q = question(`TCPはコネクション型である ${answers}`);
    expect(q?.options).toEqual([
      { text: '正しい', isCorrect: isTrue },
      { text: '誤り', isCorrect: !isTrue },
    ]);
  });

  it('given escaped special characters, then they are text', () => {
    expect(question('a \\= b \\{c\\} は {=x\\~y ~z}')).toMatchObject({
      text: 'a = b {c} は',
      options: [
        { text: 'x~y', isCorrect: true },
        { text: 'z', isCorrect: false },
      ],
    });
  });

  it.each([
    ['an essay', '説明せよ {}', GiftReasons.essay],
    ['a numerical question', '2+2は {#4}', GiftReasons.numerical],
    ['a matching question', '対応させよ {=a -> 1 =b -> 2 =c -> 3}', GiftReasons.matching],
    ['a short answer', '首都は {=東京 =とうきょう}', GiftReasons.shortAnswer],
    ['a missing word', '日本の首都は {=東京 ~大阪} です', GiftReasons.missingWord],
    ['no answers at all', 'ただの文', GiftReasons.noAnswers],
  ])('given %s, then it is refused by name, never dropped', (_, text, expected) => {
    expect(reason(text)).toBe(expected);
  });

  it('given three questions with one unsupported, then two questions and one problem at its line', () => {
    const { questions, problems } = parseGift('Q1 {=a ~b}\n\n説明せよ {}\n\nQ3 {T}');
    expect(questions.map((entry) => entry.line)).toEqual([1, 5]);
    expect(problems.map((problem) => problem.line)).toEqual([3]);
  });
});
