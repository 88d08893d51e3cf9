import { OpenAPIRegistry, OpenApiGeneratorV3, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { Bounds } from '@exam/domain/rules';
import {
  batchCountBody,
  createQuestionSetBody,
  featureBody,
  optionOrderBody,
  questionBody,
  reorderBody,
  updateQuestionBody,
  updateQuestionSetBody,
} from '@exam/domain/schemas';
import { auditRoutes, statisticsAdminRoutes } from './audit.js';
import { authoringRoutes } from './authoring.js';
import { commerceRoutes } from './commerce.js';
import { homepageRoutes } from './homepage.js';
import { importRoutes } from './imports.js';
import { learningPathRoutes, mockExamRoutes } from './learning-path.js';
import { normaliseNullables } from './normalise.js';
import { OPERATION_IDS } from './operation-ids.js';
import { practiceRoutes } from './practice.js';
import {
  adminOnly,
  CONCURRENT_CHANGE,
  failure,
  json,
  ok,
  optionalSignIn,
  RATE_LIMITED,
  reason,
  VALIDATION_FAILED,
} from './route-helpers.js';
import {
  AdminQuestionSchema,
  BatchCountResponseSchema,
  commandResult,
  GatedQuestionSchema,
  HealthSchema,
  HomeContentSchema,
  QuestionCountSchema,
  QuestionSetDetailSchema,
  QuestionSetSchema,
  successEnvelope,
} from './schemas.js';
import { userRoutes } from './users.js';
import { z } from './zod.js';

const SET_NOT_FOUND = failure(reason('QUESTION_SET_NOT_FOUND', '問題集が見つかりません'));

const idParams = z.object({ id: z.string().openapi({ description: 'uuid' }) });
const minPositionHeader = z.object({
  'x-min-position': z
    .string()
    .optional()
    .openapi({ description: 'Wait (about 2 s at most) until the read models include this position' }),
});
const listingQuery = z.object({
  limit: z.string().optional().openapi({ description: 'At most this many sets' }),
  category: z.string().optional(),
  search: z
    .string()
    .optional()
    .openapi({ description: 'Case-insensitive, over title, description and category' }),
  minPosition: z.string().optional(),
});

const queries: RouteConfig[] = [
  {
    ...optionalSignIn,
    method: 'get',
    path: '/question-sets',
    tags: ['Question sets'],
    summary: 'Set listing, newest first',
    request: { query: listingQuery, headers: minPositionHeader },
    responses: { 200: ok(successEnvelope(z.array(QuestionSetSchema))) },
  },
  {
    method: 'get',
    path: '/question-sets/categories',
    tags: ['Question sets'],
    summary: 'Distinct category names, sorted',
    responses: { 200: ok(successEnvelope(z.array(z.string()))) },
  },
  {
    ...optionalSignIn,
    method: 'get',
    path: '/question-sets/featured',
    tags: ['Question sets'],
    summary: 'Featured sets, newest first',
    responses: { 200: ok(successEnvelope(z.array(QuestionSetSchema))) },
  },
  {
    ...optionalSignIn,
    method: 'get',
    path: '/question-sets/by-category/{category}',
    tags: ['Question sets'],
    summary: 'Sets of one category',
    request: { params: z.object({ category: z.string() }) },
    responses: { 200: ok(successEnvelope(z.array(QuestionSetSchema))) },
  },
  {
    ...optionalSignIn,
    method: 'get',
    path: '/question-sets/{id}',
    tags: ['Question sets'],
    summary:
      "One set with its questions (no correct flags, no explanations; locked stubs outside the caller's trial)",
    request: { params: idParams, headers: minPositionHeader },
    responses: { 200: ok(successEnvelope(QuestionSetDetailSchema)), 404: SET_NOT_FOUND },
  },
  {
    ...optionalSignIn,
    method: 'get',
    path: '/questions',
    tags: ['Questions'],
    summary:
      "A set's questions, gated like GET /question-sets/{id} (administrators: every question in full); options only with `include=options`",
    request: {
      query: z.object({
        questionSetId: z.string().openapi({ description: 'required' }),
        include: z
          .string()
          .optional()
          .openapi({ description: '`options`: add the options of reachable questions' }),
        mode: z.enum(['unseen', 'review']).optional().openapi({
          description:
            '`unseen`: only questions the caller never answered; `review`: only those whose learning-path card is due (a visitor: every question / none)',
        }),
        page: z.string().optional().openapi({
          description:
            "With `pageSize`: one page of the set's order (1: the first); the answer is then `{ list, total, page, pageSize }`. A mode narrows the page.",
        }),
        pageSize: z.string().optional().openapi({ description: 'With `page`: questions per page (1-200)' }),
      }),
      headers: minPositionHeader,
    },
    responses: {
      200: ok(
        successEnvelope(
          z.union([
            z.array(z.union([GatedQuestionSchema, AdminQuestionSchema])),
            z.object({
              list: z.array(z.union([GatedQuestionSchema, AdminQuestionSchema])),
              total: z.number().int(),
              page: z.number().int(),
              pageSize: z.number().int(),
            }),
          ]),
        ),
      ),
      400: failure(
        reason('QUESTION_SET_ID_REQUIRED', '問題集を選択してください'),
        reason('INVALID_PAGE', `${Bounds.pageNumber.message} / ${Bounds.pageSize.message}`),
      ),
      404: SET_NOT_FOUND,
    },
  },
  {
    method: 'get',
    path: '/questions/count/{id}',
    tags: ['Questions'],
    summary: "A set's question count",
    request: { params: idParams },
    responses: { 200: ok(QuestionCountSchema), 404: SET_NOT_FOUND },
  },
  {
    method: 'post',
    path: '/questions/batch-count',
    tags: ['Questions'],
    summary: 'Question counts of many sets (unknown ids count 0)',
    request: { body: json(batchCountBody) },
    responses: {
      200: ok(BatchCountResponseSchema),
      400: failure(
        reason('QUESTION_SET_IDS_REQUIRED', '题库ID列表不能为空'),
        reason('TOO_MANY_QUESTION_SET_IDS', '問題集IDは一度に1,000件まで指定できます'),
      ),
    },
  },
  {
    method: 'get',
    path: '/homepage/content',
    tags: ['Home page'],
    summary: 'Home page texts, banner and theme',
    responses: { 200: ok(successEnvelope(HomeContentSchema)) },
  },
  {
    method: 'get',
    path: '/homepage/featured-categories',
    tags: ['Home page'],
    summary: 'Featured category names',
    responses: { 200: ok(successEnvelope(z.array(z.string()))) },
  },
  {
    method: 'get',
    path: '/health',
    tags: ['Operations'],
    summary: 'Liveness and projection position',
    responses: { 200: ok(HealthSchema) },
  },
  {
    method: 'get',
    path: '/docs/openapi.json',
    tags: ['Operations'],
    summary: 'This document (OpenAPI 3.0)',
    responses: { 200: ok(z.record(z.string(), z.unknown())) },
  },
  {
    method: 'get',
    path: '/docs',
    tags: ['Operations'],
    summary: 'The readable reference (Swagger UI; redirects to /docs/)',
    responses: {
      200: { description: 'HTML page', content: { 'text/html': { schema: z.string() } } },
      301: { description: 'To /api/docs/ (the page loads its assets relatively)' },
    },
  },
];

const commandFailures = {
  400: failure(VALIDATION_FAILED),
  404: failure(
    reason('QUESTION_SET_NOT_FOUND', '問題集が見つかりません'),
    reason('QUESTION_NOT_FOUND', '問題が見つかりません'),
  ),
  409: CONCURRENT_CHANGE,
};
const setIds = z.object({
  id: z.string(),
  questionSetId: z.string().optional(),
  questionIds: z.array(z.string()).optional(),
  keepOptionOrder: z.boolean().optional(),
});
const questionIds = z.object({
  id: z.string(),
  questionId: z.string().optional(),
  questionSetId: z.string(),
  optionIds: z.array(z.string()).optional(),
});

const commands: RouteConfig[] = [
  {
    method: 'post',
    path: '/question-sets',
    tags: ['Admin: question sets'],
    summary: 'Create a set (with its questions); ids are generated where missing',
    request: { body: json(createQuestionSetBody) },
    responses: { 201: ok(commandResult(setIds), '問題集が正常に作成されました！'), ...commandFailures },
  },
  {
    method: 'put',
    path: '/question-sets/{id}',
    tags: ['Admin: question sets'],
    summary: 'Change details, pricing and/or the featured flag (only the sent fields)',
    request: { params: idParams, body: json(updateQuestionSetBody) },
    responses: { 200: ok(commandResult(setIds), '問題集が正常に更新されました'), ...commandFailures },
  },
  {
    method: 'delete',
    path: '/question-sets/{id}',
    tags: ['Admin: question sets'],
    summary: 'Delete a set and its questions',
    request: { params: idParams },
    responses: { 200: ok(commandResult(setIds), '問題集が正常に削除されました'), ...commandFailures },
  },
  {
    method: 'put',
    path: '/question-sets/{id}/featured',
    tags: ['Admin: question sets'],
    summary: 'Feature (with a category) or unfeature a set',
    request: { params: idParams, body: json(featureBody) },
    responses: { 200: ok(commandResult(setIds)), ...commandFailures },
  },
  {
    method: 'put',
    path: '/question-sets/{id}/option-order',
    tags: ['Admin: question sets'],
    summary:
      'Keep the written option order for every question of the set (true), or show each learner their own order (false, the default)',
    request: { params: idParams, body: json(optionOrderBody) },
    responses: { 200: ok(commandResult(setIds)), ...commandFailures },
  },
  {
    method: 'put',
    path: '/question-sets/{id}/questions',
    tags: ['Admin: question sets'],
    summary: "Reorder a set's questions (the complete new order)",
    request: { params: idParams, body: json(reorderBody) },
    responses: { 200: ok(commandResult(setIds)), ...commandFailures },
  },
  {
    method: 'post',
    path: '/questions',
    tags: ['Admin: questions'],
    summary: 'Add a question to a set (optional zero-based `position`; default at the end)',
    request: { body: json(questionBody) },
    responses: { 201: ok(commandResult(questionIds), '問題が正常に追加されました'), ...commandFailures },
  },
  {
    method: 'put',
    path: '/questions/{id}',
    tags: ['Admin: questions'],
    summary: 'Change a question (only the sent fields; options replace the old ones)',
    request: { params: idParams, body: json(updateQuestionBody) },
    responses: { 200: ok(commandResult(questionIds), '問題が正常に更新されました'), ...commandFailures },
  },
  {
    method: 'delete',
    path: '/questions/{id}',
    tags: ['Admin: questions'],
    summary: 'Remove a question',
    request: { params: idParams },
    responses: { 200: ok(commandResult(questionIds), '問題が正常に削除されました'), ...commandFailures },
  },
];

/** The OpenAPI 3.0 document of every route under /api, generated from the zod schemas both sides use. */
export const buildOpenApiDocument = () => {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'Access token of the OpenID issuer (/oidc), or ADMIN_API_TOKEN (operator)',
  });
  for (const route of [
    ...queries,
    ...commands.map(adminOnly),
    ...authoringRoutes,
    ...importRoutes,
    ...homepageRoutes,
    ...auditRoutes,
    ...learningPathRoutes,
    ...mockExamRoutes,
    ...statisticsAdminRoutes,
    ...userRoutes,
    ...practiceRoutes,
    ...commerceRoutes,
  ])
    registry.registerPath(withOperationId(route));
  const document = new OpenApiGeneratorV3(registry.definitions).generateDocument({
    openapi: '3.0.3',
    info: {
      title: 'Exam question bank API',
      version: '0.1.0',
      description:
        'Commands answer `{ success, data, message, position }` and `X-Event-Position`; queries accept `X-Min-Position` (or `?minPosition=`) to read their own writes.',
    },
    servers: [{ url: '/api' }],
  });
  return normaliseNullables(document);
};

/** How any request may be malformed before its fields are read (the error mapper's codes). */
const MALFORMED_INPUT = [
  reason('MALFORMED_URL', 'URLに解読できない文字（不正なパーセントエンコード）が含まれています'),
  reason('MALFORMED_REQUEST', 'リクエストの形式が正しくありません'),
  reason(
    'MALFORMED_BODY_ENCODING',
    'リクエスト本文を展開できません（Content-Encoding と内容が一致しません）',
  ),
];

/**
 * The route with its stable operationId (operation-ids.ts) and, where it names no security, `security: []`
 * (public). A route without an id stops the build: a generated client must be able to name every operation.
 */
const withOperationId = (route: RouteConfig): RouteConfig => {
  const key = `${route.method.toUpperCase()} ${route.path}`;
  const operationId = OPERATION_IDS[key];
  if (!operationId) throw new Error(`OpenAPI: no operationId for ${key} (add it to operation-ids.ts)`);
  const shared: RouteConfig['responses'] = { 429: RATE_LIMITED };
  // Every GET answers 304 to a matching If-None-Match (express's ETag on every body).
  if (route.method === 'get') shared[304] = { description: 'Not modified (ETag)' };
  // Whatever takes input (path, query or body) refuses a malformed one with 400.
  const { params, query, body } = route.request ?? {};
  if (params || query || body) shared[400] = failure(VALIDATION_FAILED, ...MALFORMED_INPUT);
  if (body) {
    shared[413] = failure(reason('PAYLOAD_TOO_LARGE', 'リクエストが大きすぎます'));
    shared[415] = failure(
      reason(
        'UNSUPPORTED_MEDIA_TYPE',
        'リクエストの形式（Content-Type・文字コード・Content-Encoding）に対応していません',
      ),
    );
  }
  return { security: [], ...route, operationId, responses: { ...shared, ...route.responses } };
};
