import { OpenAPIRegistry, OpenApiGeneratorV3, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { auditRoutes, statisticsAdminRoutes } from './audit.js';
import { authoringRoutes } from './authoring.js';
import { catalogueCommands } from './catalogue-commands.js';
import { catalogueQueries } from './catalogue-queries.js';
import { commerceRoutes } from './commerce.js';
import { homepageRoutes } from './homepage.js';
import { importRoutes } from './imports.js';
import { learningPathRoutes, mockExamRoutes } from './learning-path.js';
import { normaliseNullables } from './normalise.js';
import { OPERATION_IDS } from './operation-ids.js';
import { practiceRoutes } from './practice.js';
import { questionReportRoutes } from './question-reports.js';
import { readinessRoutes } from './readiness.js';
import {
  adminOnly,
  failure,
  RATE_LIMITED,
  reason,
  VALIDATION_FAILED,
  withBearerRefusal,
} from './route-helpers.js';
import { studyPlanRoutes } from './study-plan.js';
import { userRoutes } from './users.js';

/** The OpenAPI 3.0 document of every route under /api, generated from the zod schemas both sides use. */
export const buildOpenApiDocument = () => {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'Access token of the OpenID issuer (/oidc), or ADMIN_API_TOKEN (operator)',
  });
  for (const route of [
    ...catalogueQueries,
    ...catalogueCommands.map(adminOnly),
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
    ...questionReportRoutes,
    ...readinessRoutes,
    ...studyPlanRoutes,
  ])
    registry.registerPath(withOperationId(withBearerRefusal(route)));
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
