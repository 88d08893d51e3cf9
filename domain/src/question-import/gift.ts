import { excerptOf, linesOf } from './lines.js';
import type { ImportedQuestion, ParsedFile } from './types.js';

/*
 * GIFT (Moodle): questions separated by blank lines; `//` comment lines; an optional `::title::` (dropped: a set's
 * questions have no titles); an optional `[html]`, `[plain]` or `[markdown]` marker (the text is kept as written, the
 * server sanitises it); the answers between `{` and `}`. Kept: multiple choice (`=right ~wrong`), multiple response
 * (`~%50%a ~%-100%b`: a positive weight is correct), true/false (`{T}` `{TRUE}` `{F}` `{FALSE}` as 正しい / 誤り).
 * Feedback (`#` after an answer, `####` for the question) goes into the explanation. Every other type is refused
 * with its name, never dropped.
 */

export const GiftReasons = {
  noAnswers: 'GIFT の解答部分「{…}」がありません',
  essay: '記述式（{}）の問題には対応していません',
  numerical: '数値問題（{#…}）には対応していません',
  matching: '組み合わせ問題（->）には対応していません',
  shortAnswer: '記述解答（= のみ）の問題には対応していません',
  missingWord: '穴埋め問題（解答の後に本文が続く形式）には対応していません',
  optionsTooFew: '選択肢が2つ以上必要です',
  noCorrect: '正解の選択肢がありません（= または正の % を付けてください）',
  textRequired: '問題内容を入力してください',
} as const;

export const TRUE_LABEL = '正しい';
export const FALSE_LABEL = '誤り';

const SPECIAL = /\\([~=#{}:\\n])/g;
const giftText = (text: string) =>
  text.replace(SPECIAL, (_, char: string) => (char === 'n' ? '\n' : char)).trim();

/** The index of the first unescaped `char` from `from`, or -1. */
const indexOfUnescaped = (text: string, char: string, from = 0): number => {
  for (let i = from; i < text.length; i += 1) {
    if (text[i] === '\\') i += 1;
    else if (text[i] === char) return i;
  }
  return -1;
};

/** Splits the answer part at unescaped `=` and `~`, keeping the marker of each answer. */
const answerTokens = (body: string): Array<{ mark: '=' | '~'; raw: string }> => {
  const tokens: Array<{ mark: '=' | '~'; raw: string }> = [];
  let current: { mark: '=' | '~'; raw: string } | null = null;
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i] as string;
    if (char === '\\') {
      if (current) current.raw += body.slice(i, i + 2);
      i += 1;
    } else if (char === '=' || char === '~') {
      current = { mark: char, raw: '' };
      tokens.push(current);
    } else if (current) current.raw += char;
  }
  return tokens;
};

type Verdict = { question: ImportedQuestion } | { reason: string; code: string };

const feedbackOf = (raw: string): [string, string] => {
  const at = indexOfUnescaped(raw, '#');
  return at < 0 ? [raw, ''] : [raw.slice(0, at), raw.slice(at + 1)];
};

const decideAnswers = (text: string, body: string, trailing: string): Verdict => {
  let answers = body.trim();
  let general = '';
  const generalAt = answers.indexOf('####');
  if (generalAt >= 0) {
    general = giftText(answers.slice(generalAt + 4));
    answers = answers.slice(0, generalAt).trim();
  }
  if (answers === '') return { reason: GiftReasons.essay, code: 'GIFT_ESSAY' };
  if (answers.startsWith('#')) return { reason: GiftReasons.numerical, code: 'GIFT_NUMERICAL' };
  if (trailing.trim() !== '') return { reason: GiftReasons.missingWord, code: 'GIFT_MISSING_WORD' };
  const trueFalse = /^(T|TRUE|F|FALSE)\s*(?:#([\s\S]*))?$/.exec(answers);
  if (trueFalse) {
    const isTrue = trueFalse[1]?.startsWith('T') ?? false;
    const feedback = trueFalse[2] ? giftText(trueFalse[2].split('#')[0] ?? '') : '';
    return {
      question: {
        text,
        questionType: 'single',
        options: [
          { text: TRUE_LABEL, isCorrect: isTrue },
          { text: FALSE_LABEL, isCorrect: !isTrue },
        ],
        explanation: [general, feedback].filter(Boolean).join('\n'),
      },
    };
  }
  const tokens = answerTokens(answers);
  if (tokens.some((token) => token.raw.includes('->')))
    return { reason: GiftReasons.matching, code: 'GIFT_MATCHING' };
  if (tokens.length > 0 && tokens.every((token) => token.mark === '='))
    return { reason: GiftReasons.shortAnswer, code: 'GIFT_SHORT_ANSWER' };
  const options: ImportedQuestion['options'] = [];
  const feedback: string[] = [];
  for (const token of tokens) {
    const [answerText, answerFeedback] = feedbackOf(token.raw.trim());
    const weighted = /^%(-?\d+(?:\.\d+)?)%([\s\S]*)$/.exec(answerText.trim());
    const optionText = giftText(weighted ? (weighted[2] ?? '') : answerText);
    const isCorrect = token.mark === '=' || (weighted ? Number(weighted[1]) > 0 : false);
    options.push({ text: optionText, isCorrect });
    if (answerFeedback.trim())
      feedback.push(`${String.fromCharCode(64 + options.length)}: ${giftText(answerFeedback)}`);
  }
  if (options.length < 2) return { reason: GiftReasons.optionsTooFew, code: 'QUESTION_OPTIONS_TOO_FEW' };
  const correct = options.filter((option) => option.isCorrect).length;
  if (correct === 0) return { reason: GiftReasons.noCorrect, code: 'GIFT_NO_CORRECT' };
  return {
    question: {
      text,
      questionType: correct > 1 ? 'multiple' : 'single',
      options,
      explanation: [general, ...feedback].filter(Boolean).join('\n'),
    },
  };
};

const parseBlock = (block: string): Verdict => {
  let rest = block.trim();
  const title = /^::([\s\S]*?)::/.exec(rest);
  if (title) rest = rest.slice(title[0].length).trim();
  rest = rest.replace(/^\[(html|plain|markdown)\]/i, '').trim();
  const open = indexOfUnescaped(rest, '{');
  const close = open < 0 ? -1 : indexOfUnescaped(rest, '}', open + 1);
  if (open < 0 || close < 0) return { reason: GiftReasons.noAnswers, code: 'GIFT_NO_ANSWERS' };
  const text = giftText(rest.slice(0, open).replace(/^\[(html|plain|markdown)\]/i, ''));
  if (text === '') return { reason: GiftReasons.textRequired, code: 'QUESTION_TEXT_REQUIRED' };
  return decideAnswers(text, rest.slice(open + 1, close), rest.slice(close + 1));
};

/** A GIFT file: one question per blank-line-separated block, each refused one with the line it starts on. */
export const parseGift = (source: string): ParsedFile => {
  const result: ParsedFile = { questions: [], problems: [] };
  const blocks: Array<{ line: number; lines: string[] }> = [];
  let current: { line: number; lines: string[] } | null = null;
  for (const [index, line] of linesOf(source).entries()) {
    const trimmed = line.trim();
    if (trimmed.startsWith('//') || trimmed.startsWith('$CATEGORY')) continue;
    if (trimmed === '') {
      current = null;
      continue;
    }
    if (!current) {
      current = { line: index + 1, lines: [] };
      blocks.push(current);
    }
    current.lines.push(line);
  }
  for (const block of blocks) {
    const verdict = parseBlock(block.lines.join('\n'));
    if ('question' in verdict) result.questions.push({ line: block.line, question: verdict.question });
    else result.problems.push({ line: block.line, excerpt: excerptOf(block.lines[0] ?? ''), ...verdict });
  }
  return result;
};
