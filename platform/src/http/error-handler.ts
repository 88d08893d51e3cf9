import { DomainError, TooManyRequestsError } from '@exam/domain';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import { WrongExpectedVersionError } from '../event-store/port.js';
import { fail, failBody, type JsonReply, sendReply } from './envelope.js';

/** body-parser's errors, and the direct routes' body errors made in their image (direct-routes/json-body.ts). */
const isBodyParserError = (error: unknown): error is { status: number; type: string } =>
  typeof error === 'object' && error !== null && 'type' in error && 'status' in error;

const failure = (
  status: number,
  message: string,
  code: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): JsonReply => ({ status, headers, body: failBody(message, code, extra) });

/** The envelope and status of any error; anything unexpected is a 500 and is logged as a bug. */
export function errorReply(error: unknown, logger: Pick<Logger, 'error'>): JsonReply {
  if (error instanceof DomainError) {
    const headers: Record<string, string> =
      error instanceof TooManyRequestsError ? { 'Retry-After': String(error.retryAfterSeconds) } : {};
    return failure(error.status, error.message, error.code, error.details ?? {}, headers);
  }
  if (error instanceof WrongExpectedVersionError) {
    return failure(409, '他の更新と競合しました。もう一度お試しください', error.code);
  }
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    return failure(400, issue?.message ?? '入力内容が正しくありません', 'VALIDATION_FAILED', {
      field: issue?.path.join('.'),
    });
  }
  if (isBodyParserError(error) && error.status >= 400 && error.status < 500) {
    const tooLarge = error.type === 'entity.too.large';
    return failure(
      error.status,
      tooLarge ? 'リクエストが大きすぎます' : 'リクエストの形式が正しくありません',
      tooLarge ? 'PAYLOAD_TOO_LARGE' : 'MALFORMED_REQUEST',
    );
  }
  logger.error({ err: error }, 'unhandled error');
  return failure(500, 'サーバーエラーが発生しました', 'INTERNAL_ERROR');
}

/** Maps every error to the envelope with the right status (errorReply). */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, _req, res, next) => {
    if (res.headersSent) return next(error);
    sendReply(res, errorReply(error, logger));
  };
}

/** 404 envelope for /api paths no router answered. */
export const notFound: RequestHandler = (req, res) =>
  fail(res, 404, `APIが見つかりません: ${req.method} ${req.path}`, 'ROUTE_NOT_FOUND');
