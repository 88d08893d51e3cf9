import { excerptOf, linesOf } from './lines.js';
import type { ImportedQuestion, ParsedFile } from './types.js';

/*
 * Aiken (Moodle): the question on one or more lines, options `A) text` or `A. text` (a missing space tolerated),
 * then `ANSWER: X`. One correct option per question: the format has no multiple answers.
 */

const OPTION = /^([A-Z])[).]\s?(.*)$/;
const ANSWER = /^ANSWER\s*:\s*(.*)$/i;

export const AikenReasons = {
  optionsTooFew: '選択肢が2つ以上必要です',
  answerMissing: '「ANSWER: 正解の記号」の行がありません',
  answerFormat: 'ANSWER には選択肢の記号を1つ指定してください（例: ANSWER: B）',
  noSuchOption: (letter: string) => `ANSWER「${letter}」に対応する選択肢がありません`,
  textRequired: '問題内容を入力してください',
} as const;

type Block = {
  line: number;
  first: string;
  text: string[];
  options: Array<{ letter: string; text: string }>;
};

/** An Aiken file: each question block ends at its ANSWER line; a block without one is refused when the next begins. */
export const parseAiken = (source: string): ParsedFile => {
  const result: ParsedFile = { questions: [], problems: [] };
  let block: Block | null = null;
  const refuse = (at: Block, reason: string, code: string) =>
    result.problems.push({ line: at.line, excerpt: excerptOf(at.first), reason, code });
  const close = (at: Block, answerText: string) => {
    const letter = answerText.trim();
    if (at.text.join('').trim() === '')
      return refuse(at, AikenReasons.textRequired, 'QUESTION_TEXT_REQUIRED');
    if (at.options.length < 2) return refuse(at, AikenReasons.optionsTooFew, 'QUESTION_OPTIONS_TOO_FEW');
    if (!/^[A-Z]$/.test(letter)) return refuse(at, AikenReasons.answerFormat, 'ANSWER_FORMAT');
    if (!at.options.some((option) => option.letter === letter))
      return refuse(at, AikenReasons.noSuchOption(letter), 'ANSWER_NO_SUCH_OPTION');
    const question: ImportedQuestion = {
      text: at.text.join('\n').trim(),
      questionType: 'single',
      options: at.options.map((option) => ({
        text: option.text.trim(),
        isCorrect: option.letter === letter,
      })),
      explanation: '',
    };
    result.questions.push({ line: at.line, question });
  };
  for (const [index, raw] of linesOf(source).entries()) {
    const line = raw.trim();
    if (line === '') continue;
    const answer = ANSWER.exec(line);
    if (answer) {
      if (block) close(block, answer[1] ?? '');
      block = null;
      continue;
    }
    const option = OPTION.exec(line);
    if (block && option && (block.options.length > 0 || block.text.length > 0)) {
      block.options.push({ letter: option[1] ?? '', text: option[2] ?? '' });
      continue;
    }
    if (block && block.options.length === 0) {
      block.text.push(line);
      continue;
    }
    // A question line after options: the previous question never got its ANSWER.
    if (block) refuse(block, AikenReasons.answerMissing, 'ANSWER_MISSING');
    block = { line: index + 1, first: line, text: [line], options: [] };
  }
  if (block) refuse(block, AikenReasons.answerMissing, 'ANSWER_MISSING');
  return result;
};
