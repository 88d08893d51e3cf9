import { excerptOf, letterOf, linesOf } from './lines.js';
import type { ImportProblem, ParsedFile } from './types.js';

/*
 * Admin spec §5: `question|option A|option B|...|correct answer|explanation`, the explanation optional.
 * Fields are split on `|` only: a CSV reader would treat quotes as field delimiters, and question texts quote
 * things ("「…」", '"'), so a plain split keeps them intact. Which field is the answer: the last field when it is
 * answer-shaped (letters with separators, also the wrong ones, so they get their own message), else the one before
 * the last, whose last field is then the explanation.
 */

/** Letters separated by anything a person might type: an answer, possibly malformed. */
const ANSWER_SHAPED = /^[A-Za-z](?:\s*[,，、\s]\s*[A-Za-z])*$/;
/** The only accepted form: one capital letter, or capitals joined by an ASCII comma without spaces. */
const ANSWER = /^[A-Z](?:,[A-Z])*$/;

export const PipeReasons = {
  tooFewFields:
    '形式が正しくありません（問題|選択肢A|選択肢B|…|正解|解説 の順で縦線「|」で区切ってください）',
  answerMissing: '正解が見つかりません（A〜Zの大文字で指定してください）',
  textRequired: '問題内容を入力してください',
  optionsTooFew: '有効な選択肢を少なくとも2つ追加してください',
  optionEmpty: (letter: string) => `選択肢${letter}の内容が空です`,
  chineseComma: '正解の区切りには半角カンマ「,」を使ってください（全角の「，」「、」は使えません）',
  spaces: '正解に空白を含めないでください（例: A,C）',
  lowercase: '正解は大文字のアルファベットで指定してください（例: A または A,C）',
  answerFormat: '正解の形式が正しくありません（例: A または A,C）',
  duplicateAnswer: '正解に同じ選択肢が重複しています',
  noSuchOption: (letter: string) => `正解「${letter}」に対応する選択肢がありません`,
} as const;

/** An answer is a few letters: longer fields are never answers (and never meet the regex, which keeps it linear). */
const isAnswerShaped = (field: string | undefined) => {
  const value = (field ?? '').trim();
  return value.length <= 100 && ANSWER_SHAPED.test(value);
};

const answerProblem = (answer: string): { reason: string; code: string } | null => {
  if (ANSWER.test(answer)) return null;
  if (/[，、]/.test(answer)) return { reason: PipeReasons.chineseComma, code: 'ANSWER_CHINESE_COMMA' };
  if (/\s/.test(answer)) return { reason: PipeReasons.spaces, code: 'ANSWER_SPACES' };
  if (/[a-z]/.test(answer)) return { reason: PipeReasons.lowercase, code: 'ANSWER_LOWERCASE' };
  return { reason: PipeReasons.answerFormat, code: 'ANSWER_FORMAT' };
};

type LineResult =
  | { problem: { reason: string; code: string } }
  | { question: ParsedFile['questions'][number]['question'] };

const parseLine = (line: string): LineResult => {
  const fields = line.split('|');
  const fail = (reason: string, code: string): LineResult => ({ problem: { reason, code } });
  if (fields.length < 4) return fail(PipeReasons.tooFewFields, 'TOO_FEW_FIELDS');
  const last = fields.length - 1;
  const answerAt = isAnswerShaped(fields[last]) ? last : isAnswerShaped(fields[last - 1]) ? last - 1 : -1;
  if (answerAt < 0) return fail(PipeReasons.answerMissing, 'ANSWER_MISSING');
  const text = (fields[0] ?? '').trim();
  if (text === '') return fail(PipeReasons.textRequired, 'QUESTION_TEXT_REQUIRED');
  const options = fields.slice(1, answerAt).map((option) => option.trim());
  if (options.length < 2) return fail(PipeReasons.optionsTooFew, 'QUESTION_OPTIONS_TOO_FEW');
  const empty = options.indexOf('');
  if (empty >= 0) return fail(PipeReasons.optionEmpty(letterOf(empty)), 'OPTION_EMPTY');
  const answer = (fields[answerAt] ?? '').trim();
  const malformed = answerProblem(answer);
  if (malformed) return { problem: malformed };
  const letters = answer.split(',');
  if (new Set(letters).size !== letters.length) return fail(PipeReasons.duplicateAnswer, 'ANSWER_DUPLICATE');
  const beyond = letters.find((letter) => letter.charCodeAt(0) - 65 >= options.length);
  if (beyond) return fail(PipeReasons.noSuchOption(beyond), 'ANSWER_NO_SUCH_OPTION');
  const correct = new Set(letters.map((letter) => letter.charCodeAt(0) - 65));
  return {
    question: {
      text,
      questionType: letters.length > 1 ? 'multiple' : 'single',
      options: options.map((option, index) => ({ text: option, isCorrect: correct.has(index) })),
      explanation: answerAt === last ? '' : (fields[last] ?? '').trim(),
    },
  };
};

/** A pipe file: every good line becomes a question, every bad one a problem with its line number. */
export const parsePipe = (text: string): ParsedFile => {
  const result: ParsedFile = { questions: [], problems: [] };
  linesOf(text).forEach((line, index) => {
    if (line.trim() === '') return;
    const parsed = parseLine(line);
    if ('question' in parsed) result.questions.push({ line: index + 1, question: parsed.question });
    else
      result.problems.push({
        line: index + 1,
        excerpt: excerptOf(line),
        ...parsed.problem,
      } satisfies ImportProblem);
  });
  return result;
};
