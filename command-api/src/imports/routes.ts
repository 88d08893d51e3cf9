import { randomUUID } from 'node:crypto';
import type { CreateQuestionSet } from '@exam/domain';
import { ValidationError } from '@exam/domain/errors';
import { type EventStore, type JobQueue, sendReply } from '@exam/platform';
import { type Request, type Response, Router } from 'express';
import { sendCommandOutcome } from '../command-response/index.js';
import { commandMetadata, type ExecuteQuestionSetCommands } from '../execution/index.js';
import { readLiveSet } from '../question-sets/recount.js';
import type { CommandRouteDependencies } from '../router/dependencies.js';
import {
  IMPORT_JOB,
  type ImportJobData,
  type ImportResult,
  importableQuestions,
  importJobHandler as importJobHandlerOf,
  MAX_IMPORT_QUESTIONS,
} from './import-job.js';
import { ImportMessages } from './messages.js';
import { type ImportUpload, readImportUpload } from './read-import-upload.js';
import { waitForJob } from './wait-for-job.js';

/** A synchronous import waits this long for its job, then answers 202 with the job id (it goes on). */
const SYNC_WAIT_MS = 60_000;
/** The path's set id that asks for create mode (a new set from title, description and category). */
export const CREATE_MODE = 'new';

export type ImportRouteDependencies = Pick<CommandRouteDependencies, 'guards'> & {
  execute: ExecuteQuestionSetCommands;
  eventStore: Pick<EventStore, 'readStream'>;
  jobs: JobQueue;
};

const required = (value: string | undefined, message: string, code: string, field: string) => {
  const text = value?.trim() ?? '';
  if (text === '') throw new ValidationError(message, code, { field });
  return text;
};

/** Create mode: a new set from the form's fields (each required with its own message, admin spec §5). */
const createCommand = (upload: ImportUpload, req: Request): CreateQuestionSet => ({
  type: 'CreateQuestionSet',
  data: {
    questionSetId: randomUUID(),
    title: required(
      upload.fields.title,
      ImportMessages.titleRequired,
      'QUESTION_SET_TITLE_REQUIRED',
      'title',
    ),
    description: required(
      upload.fields.description,
      ImportMessages.descriptionRequired,
      'DESCRIPTION_REQUIRED',
      'description',
    ),
    category: required(
      upload.fields.category,
      ImportMessages.categoryRequired,
      'CATEGORY_REQUIRED',
      'category',
    ),
  },
  metadata: commandMetadata(req),
});

const sendResult = (res: Response, result: ImportResult, message: string, extra: Record<string, unknown>) =>
  sendCommandOutcome(res, {
    data: {
      success: result.success,
      failed: result.failed,
      errors: result.errors,
      questionSetId: result.questionSetId,
      ...extra,
    },
    message,
    position: result.position,
  });

export const createImportCommandRoutes = ({
  guards,
  execute,
  eventStore,
  jobs,
}: ImportRouteDependencies): Router => {
  jobs.process<ImportJobData, ImportResult>(IMPORT_JOB, importJobHandlerOf(execute));
  const router = Router();

  /** Parses and checks the file's lines; too many lines is refused before anything else. */
  const checkedUpload = (upload: ImportUpload) => {
    const checked = importableQuestions(upload.importId, upload.format, upload.text);
    if (checked.questions.length + checked.errors.length > MAX_IMPORT_QUESTIONS) {
      throw new ValidationError(ImportMessages.tooManyLines, 'TOO_MANY_QUESTIONS', { field: 'file' });
    }
    return checked;
  };

  // POST /questions/batch-check (issue 23): the dry run has a route of its own (it needs no set, so no magic
  // set id): the same multipart `file` and `format`, each line checked, nothing written.
  router.post('/questions/batch-check', guards.requireAdmin, async (req, res) => {
    const upload = await readImportUpload(req);
    const extra = Object.keys(upload.fields).filter((field) => field !== 'format' && field !== 'encoding');
    if (extra.length > 0) {
      throw new ValidationError(ImportMessages.checkFieldsInvalid(extra), 'VALIDATION_FAILED', {
        field: extra[0],
      });
    }
    const checked = checkedUpload(upload);
    sendReply(res, {
      status: 200,
      headers: {},
      body: {
        success: true,
        message: ImportMessages.dryRun(checked.questions.length, checked.errors.length),
        data: {
          success: checked.questions.length,
          failed: checked.errors.length,
          errors: checked.errors,
          dryRun: true,
        },
      },
    });
  });

  // POST /questions/batch-upload/{questionSetId} (admin spec §7): multipart `file`, `format`, `async`;
  // `new` as the set id creates the set first (create mode). Every import runs as a job; a synchronous call waits.
  // A `dryRun` field is refused (never ignored, which would import): the check is POST /questions/batch-check.
  router.post('/questions/batch-upload/:questionSetId', guards.requireAdmin, async (req, res) => {
    const upload = await readImportUpload(req);
    if ('dryRun' in upload.fields) {
      throw new ValidationError(ImportMessages.dryRunMoved, 'VALIDATION_FAILED', { field: 'dryRun' });
    }
    const createMode = String(req.params.questionSetId).trim() === CREATE_MODE;
    checkedUpload(upload);
    const create = createMode ? createCommand(upload, req) : null;
    let questionSetId = String(req.params.questionSetId).trim();
    if (create) {
      questionSetId = create.data.questionSetId;
      await execute(questionSetId, [create]);
    } else {
      await readLiveSet(eventStore, questionSetId);
    }
    const metadata = commandMetadata(req);
    const data: ImportJobData = {
      questionSetId,
      format: upload.format,
      text: upload.text,
      ...(metadata.userId ? { userId: metadata.userId } : {}),
      correlationId: metadata.correlationId ?? upload.importId,
    };
    const { id: jobId } = await jobs.enqueue(IMPORT_JOB, data, {
      jobId: upload.importId,
      attempts: 3,
      backoff: { type: 'exponential', delayMs: 500 },
    });
    const finished = upload.async ? null : await waitForJob(jobs, jobId, SYNC_WAIT_MS);
    if (!finished) {
      sendReply(res, {
        status: 202,
        headers: {},
        body: { success: true, message: ImportMessages.queued, data: { jobId, questionSetId } },
      });
      return;
    }
    if (finished.state === 'failed') throw new Error(`import job ${jobId} failed: ${finished.failedReason}`);
    const result = finished.result as ImportResult;
    const message = (create ? ImportMessages.created : ImportMessages.imported)(
      result.success,
      result.failed,
    );
    sendResult(res, result, message, { jobId });
  });

  return router;
};
