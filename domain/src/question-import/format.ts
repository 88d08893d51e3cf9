import { parseAiken } from './aiken.js';
import { parseGift } from './gift.js';
import { letterOf } from './lines.js';
import { parsePipe } from './pipe.js';
import type { ImportedQuestion, ImportFormat, ParsedFile } from './types.js';

export const parseQuestions = (format: ImportFormat, text: string): ParsedFile =>
  format === 'gift' ? parseGift(text) : format === 'aiken' ? parseAiken(text) : parsePipe(text);

/** One line per field: a line break would end the entry. */
const oneLine = (text: string) => text.replace(/\r?\n/g, ' ').trim();

/** `|` separates fields; inside a field it is written as a full-width ｜ (the one change an export makes). */
const pipeField = (text: string) => oneLine(text).replaceAll('|', '｜');

const formatPipe = (questions: readonly ImportedQuestion[]) =>
  questions
    .map((question) => {
      const answer = question.options
        .flatMap((option, index) => (option.isCorrect ? [letterOf(index)] : []))
        .join(',');
      const fields = [question.text, ...question.options.map((option) => option.text), answer];
      if (question.explanation.trim()) fields.push(question.explanation);
      return fields.map(pipeField).join('|');
    })
    .join('\n');

const giftEscape = (text: string) =>
  text.replace(/[~=#{}:\\]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n');

const weight = (correct: number) => {
  const share = 100 / correct;
  return Number.isInteger(share) ? String(share) : share.toFixed(5);
};

const formatGift = (questions: readonly ImportedQuestion[], firstNumber: number) =>
  questions
    .map((question, at) => {
      const index = firstNumber - 1 + at;
      const correct = question.options.filter((option) => option.isCorrect).length;
      const answers = question.options.map((option) => {
        const text = giftEscape(option.text);
        if (question.questionType === 'single') return `${option.isCorrect ? '=' : '~'}${text}`;
        return `~%${option.isCorrect ? weight(correct) : '-100'}%${text}`;
      });
      const general = question.explanation.trim() ? `\n####${giftEscape(question.explanation)}` : '';
      return `::Q${index + 1}:: [html]${giftEscape(question.text)} {\n${answers.join('\n')}${general}\n}`;
    })
    .join('\n\n');

/** Aiken has one correct option and no explanation: a question with several correct options cannot be written. */
const formatAiken = (questions: readonly ImportedQuestion[]) =>
  questions
    .filter((question) => question.options.filter((option) => option.isCorrect).length === 1)
    .map((question) => {
      const options = question.options.map((option, index) => `${letterOf(index)}. ${oneLine(option.text)}`);
      const answer = letterOf(question.options.findIndex((option) => option.isCorrect));
      return [oneLine(question.text), ...options, `ANSWER: ${answer}`].join('\n');
    })
    .join('\n\n');

/** What joins two parts of one format's file (the same as joins two questions). */
export const QUESTION_SEPARATOR: Record<ImportFormat, string> = { pipe: '\n', gift: '\n\n', aiken: '\n\n' };

export type FormattedFile = {
  text: string;
  /** Questions the format cannot express (Aiken: more than one correct option), left out. */
  skipped: number;
};

/** A set's questions as a file of the format, which parses back to the same questions (see `skipped`). */
export const formatQuestions = (
  format: ImportFormat,
  questions: readonly ImportedQuestion[],
  /** The number of the first question (GIFT names them Q1, Q2, ...): a streamed export formats a part at a time. */
  firstNumber = 1,
): FormattedFile => {
  if (format === 'aiken') {
    const expressible = questions.filter(
      (question) => question.options.filter((option) => option.isCorrect).length === 1,
    );
    return { text: formatAiken(questions), skipped: questions.length - expressible.length };
  }
  return { text: format === 'gift' ? formatGift(questions, firstNumber) : formatPipe(questions), skipped: 0 };
};
