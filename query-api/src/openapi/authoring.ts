import type { RouteConfig } from '@asteasolutions/zod-to-openapi';
import { Bounds } from '@exam/domain/rules';
import { createQuestionSetBody } from '@exam/domain/schemas';
import { adminOnly, failure, json, ok, reason, VALIDATION_FAILED } from './route-helpers.js';
import { commandResult } from './schemas.js';
import { z } from './zod.js';

const idParams = z.object({ id: z.string().openapi({ description: 'uuid' }) });

const uploadResult = z.discriminatedUnion('success', [
  z.object({
    index: z.number().int(),
    title: z.string(),
    success: z.literal(true),
    id: z.string(),
    questionCount: z.number().int(),
  }),
  z.object({
    index: z.number().int(),
    title: z.string(),
    success: z.literal(false),
    code: z.string(),
    message: z.string().openapi({ example: '問題集のタイトルを入力してください' }),
  }),
]);

/** The authoring calls of the back office (admin spec §7) beyond the basic create / change / delete. */
const routes: RouteConfig[] = [
  {
    method: 'post',
    path: '/question-sets/upload',
    tags: ['Admin: question sets'],
    summary:
      'Create several sets with their questions, each validated like POST /question-sets; a refused set is reported and appends nothing',
    request: { body: json(z.object({ questionSets: z.array(createQuestionSetBody).min(1).max(100) })) },
    responses: {
      201: ok(
        commandResult(
          z.object({
            results: z.array(uploadResult),
            created: z.number().int(),
            failed: z.number().int(),
            position: z.number().int(),
          }),
        ),
        'At least one set created (200 when none was)',
      ),
      400: failure(
        reason('QUESTION_SETS_REQUIRED', '作成する問題集（questionSets）を1件以上指定してください'),
        reason('TOO_MANY_QUESTION_SETS', '一度に作成できる問題集は100件までです'),
        VALIDATION_FAILED,
      ),
    },
  },
  {
    method: 'put',
    path: '/question-sets/{id}/count',
    tags: ['Admin: question sets'],
    summary: "Recount a set's questions from its events (appends nothing: the count is derived)",
    request: { params: idParams },
    responses: {
      200: ok(commandResult(z.object({ questionSetId: z.string(), questionCount: z.number().int() }))),
      404: failure(reason('QUESTION_SET_NOT_FOUND', '問題集が見つかりません')),
    },
  },
  {
    method: 'post',
    path: '/admin/upload/card-image',
    tags: ['Admin: question sets'],
    summary:
      "Upload a card image (PNG, JPEG, WebP or GIF by content, at most 5 MB and 50 million pixels; re-encoded without metadata, stored under its content hash). With `questionSetId`, it becomes the set's icon. A PNG, JPEG or WebP is also stored as WebP 480, 960 and 1600 px wide (never wider than the original) at `/uploads/<sha256>-<width>w.webp`, a name any client can derive from `imageUrl` for an `srcset`; `variants` lists them.",
    request: {
      body: {
        content: {
          'multipart/form-data': {
            schema: z.object({
              image: z.string().openapi({ type: 'string', format: 'binary' }),
              questionSetId: z.string().optional(),
            }),
          },
        },
      },
    },
    responses: {
      201: ok(
        commandResult(
          z.object({
            imageUrl: z.string().openapi({ example: '/uploads/<sha256>.png' }),
            questionSetId: z.string().nullable(),
            size: z.number().int(),
            contentType: z.string(),
            variants: z
              .array(
                z.object({
                  url: z.string().openapi({ example: '/uploads/<sha256>-480w.webp' }),
                  width: z.number().int().openapi({
                    description: 'The srcset width: the file is this wide, or narrower when the original is.',
                  }),
                  type: z.literal('image/webp'),
                }),
              )
              .openapi({ description: 'Empty for a GIF (it keeps its one file).' }),
          }),
        ),
        '图片上传成功',
      ),
      400: failure(reason('IMAGE_REQUIRED', '请选择图片文件')),
      404: failure(reason('QUESTION_SET_NOT_FOUND', '問題集が見つかりません')),
      413: failure(
        reason('IMAGE_TOO_LARGE', '图片大小不能超过5MB'),
        reason('IMAGE_TOO_MANY_PIXELS', Bounds.imagePixels.message),
      ),
    },
  },
];

export const authoringRoutes: RouteConfig[] = routes.map(adminOnly);
