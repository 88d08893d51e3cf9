import type { QuestionInput } from '@exam/domain';
import { newQuestion } from '@exam/domain';
import { DomainError } from '@exam/domain/errors';
import { type ImportFormat, type ImportProblem, parseQuestions } from '@exam/domain/question-import';
import { Bounds } from '@exam/domain/rules';
import { type JobHandler, nameBasedUuid, type ReportedProgress } from '@exam/platform';
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

type ParsedLine = ReturnType<typeof parseQuestions>['questions'][number];

/** One parsed line as the question it adds (ids derived from the job and the line), or its problem. */
const checkLine = (
  jobId: string,
  { line, question }: ParsedLine,
): { input: QuestionInput } | { problem: ImportProblem } => {
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
    return { input };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return {
      problem: { line, excerpt: question.text.slice(0, 30), reason: error.message, code: error.code },
    };
  }
};

/** Checks lines, splitting them into questions to add and problems. */
const checkLines = (jobId: string, lines: readonly ParsedLine[]) => {
  const questions: QuestionInput[] = [];
  const errors: ImportProblem[] = [];
  for (const parsedLine of lines) {
    const checked = checkLine(jobId, parsedLine);
    if ('input' in checked) questions.push(checked.input);
    else errors.push(checked.problem);
  }
  return { questions, errors };
};

/** Lines checked between which the job lets the thread serve others (answers, the worker's commit reports). */
const LINES_PER_TURN = 25;

/** checkLines in turns: the job shares its thread (the HTTP thread when JOBS=memory) with requests. */
const checkLinesYielding = async (jobId: string, lines: readonly ParsedLine[]) => {
  const questions: QuestionInput[] = [];
  const errors: ImportProblem[] = [];
  for (let start = 0; start < lines.length; start += LINES_PER_TURN) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    const checked = checkLines(jobId, lines.slice(start, start + LINES_PER_TURN));
    questions.push(...checked.questions);
    errors.push(...checked.errors);
  }
  return { questions, errors };
};

/** The file's questions with ids derived from the job and the line, so a retried job adds nothing twice. */
export const importableQuestions = (jobId: string, format: ImportFormat, text: string) => {
  const parsed = parseQuestions(format, text);
  const { questions, errors } = checkLines(jobId, parsed.questions);
  return { questions, errors: [...parsed.problems, ...errors].sort((a, b) => a.line - b.line) };
};

/**
 * The import job: parse, check each question, append in chunks (ImportQuestions skips questions already in the set,
 * so a job resumed after a crash continues where it stopped), report progress 0-100.
 */
export const importJobHandler =
  (execute: ExecuteQuestionSetCommands): JobHandler<ImportJobData, ImportResult> =>
  async (job, { updateProgress }) => {
    const { questionSetId, format, text, userId, correlationId } = job.data;
    const parsed = parseQuestions(format, text);
    const metadata = {
      ...commandMetadataOf({ principal: null, headers: { 'x-correlation-id': correlationId } }),
      ...(userId ? { userId } : {}),
    };
    // Issue 35: the requester's socket room follows the import (no polling), GET /api/jobs/{id} reads the percent.
    const report = (done: number, total: number) =>
      updateProgress({
        percent: total === 0 ? 100 : Math.round((done / total) * 100),
        done,
        total,
        questionSetId,
        ...(userId ? { requestedBy: userId } : {}),
      } satisfies ReportedProgress);
    const errors: ImportProblem[] = [...parsed.problems];
    let success = 0;
    let position = 0;
    // Each chunk is checked just before it is appended: the first questions are in the log (and on their way
    // to the learners) while the later lines are still being checked, and the decider's own check of the same
    // explanations finds them in the sanitiser's recent results.
    for (let start = 0; start < parsed.questions.length; start += CHUNK) {
      const checked = await checkLinesYielding(job.id, parsed.questions.slice(start, start + CHUNK));
      errors.push(...checked.errors);
      if (checked.questions.length > 0) {
        const outcome = await execute(questionSetId, [
          {
            type: 'ImportQuestions',
            data: { questionSetId, questions: checked.questions },
            metadata,
          },
        ]);
        position = Math.max(position, outcome.position);
        success += checked.questions.length;
      }
      const done = Math.min(start + CHUNK, parsed.questions.length);
      await report(done, parsed.questions.length);
    }
    if (parsed.questions.length === 0) await report(0, 0);
    errors.sort((a, b) => a.line - b.line);
    return { questionSetId, success, failed: errors.length, errors, position };
  };
