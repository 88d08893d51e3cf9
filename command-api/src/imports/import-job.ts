import type { QuestionInput } from '@exam/domain';
import { newQuestion } from '@exam/domain';
import { DomainError } from '@exam/domain/errors';
import { type ImportFormat, type ImportProblem, parseQuestions } from '@exam/domain/question-import';
import { Bounds } from '@exam/domain/rules';
import { type JobHandler, nameBasedUuid } from '@exam/platform';
import { commandMetadataOf, type ExecuteQuestionSetCommands } from '../execution/index.js';

export const IMPORT_JOB = 'import-questions';
/** Issue 13: 10,000 lines import in one job (the questions-per-create bound of rules/bounds.ts). */
export const MAX_IMPORT_QUESTIONS = Bounds.questionsPerCreate.max;
/** Questions per append: one event-store write per chunk, and a progress report after each. */
const CHUNK = 200;
/** What an imported question without an explanation is saved with (as an edited one is: admin spec §5). */
const NO_EXPLANATION = '解説なし';

export type ImportJobData = {
  questionSetId: string;
  format: ImportFormat;
  text: string;
  /** Who asked (event metadata), and the request's correlation id. */
  userId?: string;
  correlationId: string;
};

export type ImportResult = {
  questionSetId: string;
  success: number;
  failed: number;
  errors: ImportProblem[];
  position: number;
};

/** The file's questions with ids derived from the job and the line, so a retried job adds nothing twice. */
export const importableQuestions = (jobId: string, format: ImportFormat, text: string) => {
  const parsed = parseQuestions(format, text);
  const errors: ImportProblem[] = [...parsed.problems];
  const questions: QuestionInput[] = [];
  for (const { line, question } of parsed.questions) {
    const id = nameBasedUuid(`import-${jobId}`, String(line));
    const input: QuestionInput = {
      id,
      text: question.text,
      questionType: question.questionType,
      explanation: question.explanation.trim() === '' ? NO_EXPLANATION : question.explanation,
      options: question.options.map((option, index) => ({
        id: nameBasedUuid(`import-${jobId}`, `${line}:${index}`),
        text: option.text,
        isCorrect: option.isCorrect,
      })),
    };
    try {
      newQuestion(input); // the rules every added question keeps (the decider checks again)
      questions.push(input);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      errors.push({ line, excerpt: question.text.slice(0, 30), reason: error.message, code: error.code });
    }
  }
  errors.sort((a, b) => a.line - b.line);
  return { questions, errors };
};

/**
 * The import job: parse, check each question, append in chunks (ImportQuestions skips questions already in the set,
 * so a job resumed after a crash continues where it stopped), report progress 0-100.
 */
export const importJobHandler =
  (execute: ExecuteQuestionSetCommands): JobHandler<ImportJobData, ImportResult> =>
  async (job, { updateProgress }) => {
    const { questionSetId, format, text, userId, correlationId } = job.data;
    const { questions, errors } = importableQuestions(job.id, format, text);
    const metadata = {
      ...commandMetadataOf({ principal: null, headers: { 'x-correlation-id': correlationId } }),
      ...(userId ? { userId } : {}),
    };
    let position = 0;
    for (let start = 0; start < questions.length; start += CHUNK) {
      const chunk = questions.slice(start, start + CHUNK);
      const outcome = await execute(questionSetId, [
        { type: 'ImportQuestions', data: { questionSetId, questions: chunk }, metadata },
      ]);
      position = Math.max(position, outcome.position);
      await updateProgress(Math.round(((start + chunk.length) / questions.length) * 100));
    }
    if (questions.length === 0) await updateProgress(100);
    return { questionSetId, success: questions.length, failed: errors.length, errors, position };
  };
