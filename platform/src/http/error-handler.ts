import { DomainError, TooManyRequestsError } from '@exam/domain';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import { WrongExpectedVersionError } from '../event-store/port.js';
import { fail } from './envelope.js';

const isBodyParserError = (error: unknown): error is { status: number; type: string } =>
  typeof error === 'object' && error !== null && 'type' in error && 'status' in error;

/** Maps every error to the envelope with the right status; anything unexpected is a 500 and is logged as a bug. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, _req, res, next) => {
    if (res.headersSent) return next(error);
    if (error instanceof TooManyRequestsError) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    if (error instanceof DomainError)
      return fail(res, error.status, error.message, error.code, error.details ?? {});
    if (error instanceof WrongExpectedVersionError) {
      return fail(res, 409, '他の更新と競合しました。もう一度お試しください', error.code);
    }
    if (error instanceof ZodError) {
      const issue = error.issues[0];
      return fail(res, 400, issue?.message ?? '入力内容が正しくありません', 'VALIDATION_FAILED', {
        field: issue?.path.join('.'),
      });
    }
    if (isBodyParserError(error) && error.status >= 400 && error.status < 500) {
      const message =
        error.type === 'entity.too.large' ? 'リクエストが大きすぎます' : 'リクエストの形式が正しくありません';
      return fail(
        res,
        error.status,
        message,
        error.type === 'entity.too.large' ? 'PAYLOAD_TOO_LARGE' : 'MALFORMED_REQUEST',
      );
    }
    logger.error({ err: error }, 'unhandled error');
    return fail(res, 500, 'サーバーエラーが発生しました', 'INTERNAL_ERROR');
  };
}

/** 404 envelope for /api paths no router answered. */
export const notFound: RequestHandler = (req, res) =>
  fail(res, 404, `APIが見つかりません: ${req.method} ${req.path}`, 'ROUTE_NOT_FOUND');
