import type { RouteConfig } from '@asteasolutions/zod-to-openapi';
import { ErrorEnvelopeSchema } from './schemas.js';
import type { z } from './zod.js';

/** Small builders shared by the route tables of the document (one way to write a body, an answer, a refusal). */

export const json = <Schema extends z.ZodType>(schema: Schema) => ({
  content: { 'application/json': { schema } },
});

export const ok = <Schema extends z.ZodType>(schema: Schema, description = 'OK') => ({
  description,
  ...json(schema),
});

/** One refusal: `CODE` and the text the server sends, as the error envelope carries them. */
export const reason = (code: string, message: string) => `\`${code}\` ${message}`;

/** An error answer; each line is one way to get it (usually written with `reason`). */
export const failure = (...reasons: string[]) => ({
  description: reasons.join(' / '),
  ...json(ErrorEnvelopeSchema),
});

export const VALIDATION_FAILED = reason(
  'VALIDATION_FAILED',
  'the first invalid field (`field`), in the spec text',
);
export const UNAUTHORIZED = failure(reason('UNAUTHORIZED', '認証が必要です'));
export const FORBIDDEN = failure(reason('FORBIDDEN', 'この操作を行う権限がありません'));
export const CONCURRENT_CHANGE = failure(
  reason('WRONG_EXPECTED_VERSION', '他の更新と競合しました。もう一度お試しください (retry)'),
);

type Security = NonNullable<RouteConfig['security']>;

/** Needs `Authorization: Bearer <token>`; 401 without one. */
export const signedIn: { security: Security } = { security: [{ bearerAuth: [] }] };

/** Answers visitors too; a bearer token, when sent, makes the answer the caller's (access, recorded answers). */
export const optionalSignIn: { security: Security } = { security: [{}, { bearerAuth: [] }] };

const BEARER_REFUSED = failure(
  reason('UNAUTHORIZED', '認証が必要です (a bearer that does not verify: garbage, expired, signed out)'),
);

/** An optional sign-in route answers 401 to a bearer that does not verify: it is never taken for a visitor. */
export const withBearerRefusal = (route: RouteConfig): RouteConfig =>
  route.security === optionalSignIn.security
    ? { ...route, responses: { 401: BEARER_REFUSED, ...route.responses } }
    : route;

export const ADMIN_ONLY_NOTE = '**Administrators only**: 401 without a token, 403 `FORBIDDEN` for a learner.';

/** Marks a route as an administrator's: bearer token, the note in its description, and the 401/403 answers. */
export const adminOnly = (route: RouteConfig): RouteConfig => ({
  ...signedIn,
  ...route,
  description: route.description ? `${ADMIN_ONLY_NOTE}\n\n${route.description}` : ADMIN_ONLY_NOTE,
  responses: { 401: UNAUTHORIZED, 403: FORBIDDEN, ...route.responses },
});

/** Marks a route as a signed-in learner's own (any signed-in user; nobody reads or changes another's). */
export const learnerOnly = (route: RouteConfig): RouteConfig => ({
  ...signedIn,
  ...route,
  responses: { 401: UNAUTHORIZED, ...route.responses },
});

/** Every operation under /api shares the address-and-path limit (RATE_LIMIT_PER_MINUTE). */
export const RATE_LIMITED = {
  description: `${reason('RATE_LIMITED', '请求被限制，请稍后再试')} (RATE_LIMIT_PER_MINUTE per address and path)`,
  headers: { 'Retry-After': { description: 'seconds', schema: { type: 'integer' as const } } },
  ...json(ErrorEnvelopeSchema),
};
