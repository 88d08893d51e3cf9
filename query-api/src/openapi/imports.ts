import type { RouteConfig } from '@asteasolutions/zod-to-openapi';
import { adminOnly, failure, ok, reason } from './route-helpers.js';
import { commandResult, successEnvelope } from './schemas.js';
import { z } from './zod.js';

const problem = z.object({
  line: z.number().int().openapi({ description: '1-based line the refused question starts on' }),
  excerpt: z.string().openapi({ description: 'The start of the line' }),
  reason: z.string().openapi({ example: '正解「E」に対応する選択肢がありません' }),
  code: z.string(),
});
const outcome = z.object({
  success: z.number().int(),
  failed: z.number().int(),
  errors: z.array(problem),
});

/** Batch import and export (admin spec §7 "Questions"; issue 13) and the jobs they run as. */
const routes: RouteConfig[] = [
  {
    method: 'post',
    path: '/questions/batch-upload/{questionSetId}',
    tags: ['Admin: questions'],
    summary:
      'Import questions from a file (pipe CSV/TXT, GIFT or Aiken; UTF-8 with or without BOM, or Shift_JIS) as a job. `new` as the set id creates the set from title, description and category first. A `dryRun` field is refused: the check is POST /questions/batch-check; `async=true` answers 202 with the job id at once; otherwise the call waits for the job (up to 60 s, then 202).',
    request: {
      params: z.object({
        questionSetId: z.string().openapi({ description: 'uuid, or `new` (create mode)' }),
      }),
      body: {
        content: {
          'multipart/form-data': {
            schema: z.object({
              file: z.string().openapi({ type: 'string', format: 'binary' }),
              format: z.enum(['pipe', 'gift', 'aiken']).optional(),
              encoding: z.enum(['auto', 'utf-8', 'shift_jis']).optional().openapi({
                description: "the file's text encoding; auto (default): UTF-8 (BOM or not), else Shift_JIS",
              }),
              async: z.enum(['true', 'false']).optional(),
              title: z.string().optional(),
              description: z.string().optional(),
              category: z.string().optional(),
            }),
          },
        },
      },
    },
    responses: {
      200: ok(
        commandResult(outcome.extend({ questionSetId: z.string(), jobId: z.string() })),
        '問題一括追加成功！',
      ),
      202: ok(successEnvelope(z.object({ jobId: z.string(), questionSetId: z.string() })), 'Queued'),
      400: failure(
        reason('FILE_REQUIRED', 'アップロードするファイルを選択してください'),
        reason('FILE_EXTENSION_INVALID', 'CSVまたはTXTファイル形式のみサポート'),
        reason('IMPORT_FORMAT_INVALID', '形式は pipe・gift・aiken のいずれかを指定してください'),
        reason('FILE_EMPTY', 'ファイルが空です。問題を書いたCSVまたはTXTファイルを選んでください'),
        reason(
          'FILE_NOT_TEXT',
          'テキストファイルではありません。CSVまたはTXTのテキストファイルを選んでください',
        ),
        reason('ENCODING_INVALID', '文字コードは auto・utf-8・shift_jis のいずれかを指定してください'),
        reason('TOO_MANY_QUESTIONS', '一度に取り込めるのは10,000問までです'),
        reason('VALIDATION_FAILED', '取り込みの検証は POST /api/questions/batch-check で行ってください'),
      ),
      404: failure(reason('QUESTION_SET_NOT_FOUND', '問題集が見つかりません')),
      413: failure(reason('FILE_TOO_LARGE', 'ファイルが大きすぎます（20MBまで）')),
    },
  },
  {
    method: 'post',
    path: '/questions/batch-check',
    tags: ['Admin: questions'],
    summary:
      "Check a file as the import would (the preview's dry run): counts and the problem of each refused line; writes nothing and needs no set",
    request: {
      body: {
        content: {
          'multipart/form-data': {
            schema: z.object({
              file: z.string().openapi({ type: 'string', format: 'binary' }),
              format: z.enum(['pipe', 'gift', 'aiken']).optional(),
              encoding: z.enum(['auto', 'utf-8', 'shift_jis']).optional().openapi({
                description: "the file's text encoding; auto (default): UTF-8 (BOM or not), else Shift_JIS",
              }),
            }),
          },
        },
      },
    },
    responses: {
      200: ok(
        successEnvelope(outcome.extend({ dryRun: z.literal(true) })),
        '検証のみ: 取り込み可能 8件、エラー 2件（保存していません）',
      ),
      400: failure(
        reason('FILE_REQUIRED', 'アップロードするファイルを選択してください'),
        reason('FILE_EXTENSION_INVALID', 'CSVまたはTXTファイル形式のみサポート'),
        reason('IMPORT_FORMAT_INVALID', '形式は pipe・gift・aiken のいずれかを指定してください'),
        reason('FILE_EMPTY', 'ファイルが空です。問題を書いたCSVまたはTXTファイルを選んでください'),
        reason(
          'FILE_NOT_TEXT',
          'テキストファイルではありません。CSVまたはTXTのテキストファイルを選んでください',
        ),
        reason('ENCODING_INVALID', '文字コードは auto・utf-8・shift_jis のいずれかを指定してください'),
        reason('TOO_MANY_QUESTIONS', '一度に取り込めるのは10,000問までです'),
        reason('VALIDATION_FAILED', '検証で受け付ける項目は file と format と encoding だけです'),
      ),
      413: failure(reason('FILE_TOO_LARGE', 'ファイルが大きすぎます（20MBまで）')),
    },
  },
  {
    method: 'get',
    path: '/jobs/{id}',
    tags: ['Admin: questions'],
    summary:
      "A background job's state, progress 0-100 and (completed) result; progress also reaches the requester's socket room (administrators' for a job naming no requester) as `job:progress` with done and total",
    request: { params: z.object({ id: z.string() }) },
    responses: {
      200: ok(
        successEnvelope(
          z.object({
            id: z.string(),
            name: z.string(),
            state: z.enum(['queued', 'active', 'completed', 'failed']),
            progress: z.number(),
            result: outcome.optional(),
            failedReason: z.string().optional(),
          }),
        ),
      ),
      404: failure(reason('JOB_NOT_FOUND', 'ジョブが見つかりません')),
    },
  },
  {
    method: 'get',
    path: '/question-sets/{id}/export',
    tags: ['Admin: question sets'],
    summary: "Download a set's questions as pipe, GIFT or Aiken text (imports back to an equal set)",
    request: {
      params: z.object({ id: z.string() }),
      query: z.object({ format: z.enum(['pipe', 'gift', 'aiken']).optional() }),
    },
    responses: {
      200: {
        description:
          'The file (text/plain, attachment), streamed 500 questions at a time; the trailer `X-Skipped-Questions` counts the questions Aiken cannot express',
        content: { 'text/plain': { schema: z.string() } },
      },
      400: failure(reason('IMPORT_FORMAT_INVALID', '形式は pipe・gift・aiken のいずれかを指定してください')),
      404: failure(reason('QUESTION_SET_NOT_FOUND', '問題集が見つかりません')),
    },
  },
];

export const importRoutes: RouteConfig[] = routes.map(adminOnly);
