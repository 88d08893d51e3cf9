import { DomainError, TooManyRequestsError } from '@exam/domain';
import { catalogueJa, interpolate } from '@exam/domain/i18n';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import { WrongExpectedVersionError } from '../event-store/port.js';
import { fail, failBody, type JsonReply, sendReply } from './envelope.js';
import { requestIdOf } from './request-id.js';

const texts = catalogueJa.server.common;

const failure = (
  status: number,
  message: string,
  code: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): JsonReply => ({ status, headers, body: failBody(message, code, extra) });

/**
 * A client error raised below our code, in http-errors' shape (status 4xx, expose): the router's path
 * parameter that does not decode (URIError), a body whose Content-Encoding does not match its bytes (zlib's
 * error, wrapped by body-parser without a type), and the like. They are the caller's fault, never a 500.
 */
const clientHttpError = (error: unknown): { status: number } | null => {
  if (typeof error !== 'object' || error === null) return null;
  const { status, statusCode, expose } = error as {
    status?: unknown;
    statusCode?: unknown;
    expose?: unknown;
  };
  const code = typeof status === 'number' ? status : statusCode;
  if (typeof code !== 'number' || !Number.isInteger(code) || code < 400 || code > 499) return null;
  // http-errors marks every 4xx it makes `expose`; an error that says otherwise is not meant for the caller.
  return expose === false ? null : { status: code };
};

/** Where a client error failed: the URL (an escape that does not decode) or the body, and in which way. */
const describeClientError = (error: unknown, status: number): { message: string; code: string } => {
  if (error instanceof URIError)
    return {
      message: texts.malformedUrl,
      code: 'MALFORMED_URL',
    };
  const type = (error as { type?: unknown }).type;
  if (status === 413 || type === 'entity.too.large')
    return { message: texts.payloadTooLarge, code: 'PAYLOAD_TOO_LARGE' };
  if (status === 415)
    return {
      message: texts.unsupportedMediaType,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    };
  // zlib's errors carry its errno: the body is not the gzip/deflate/br stream its Content-Encoding names.
  if (typeof (error as { errno?: unknown }).errno === 'number')
    return {
      message: texts.malformedBodyEncoding,
      code: 'MALFORMED_BODY_ENCODING',
    };
  return { message: texts.malformedRequest, code: 'MALFORMED_REQUEST' };
};

/**
 * The envelope and status of any error. Anything unexpected is a 500: it is logged as a bug with the
 * request's id (requestIdOf), which the answer carries too (X-Request-Id and `requestId`) for the report.
 */
export function errorReply(error: unknown, logger: Pick<Logger, 'error'>, requestId?: string): JsonReply {
  if (error instanceof DomainError) {
    const headers: Record<string, string> =
      error instanceof TooManyRequestsError ? { 'Retry-After': String(error.retryAfterSeconds) } : {};
    return failure(error.status, error.message, error.code, error.details ?? {}, headers);
  }
  if (error instanceof WrongExpectedVersionError) {
    return failure(409, texts.conflictRetry, error.code);
  }
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    return failure(400, issue?.message ?? texts.invalidInput, 'VALIDATION_FAILED', {
      field: issue?.path.join('.'),
    });
  }
  const client = clientHttpError(error);
  if (client) {
    const { message, code } = describeClientError(error, client.status);
    return failure(client.status, message, code);
  }
  logger.error({ err: error, requestId }, 'unhandled error');
  return requestId === undefined
    ? failure(500, texts.internalError, 'INTERNAL_ERROR')
    : failure(500, texts.internalError, 'INTERNAL_ERROR', { requestId }, { 'X-Request-Id': requestId });
}

/** Maps every error to the envelope with the right status (errorReply). */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    sendReply(res, errorReply(error, logger, requestIdOf(req)));
  };
}

/** 404 envelope for /api paths no router answered. */
export const notFound: RequestHandler = (req, res) =>
  fail(res, 404, interpolate(texts.routeNotFound, { route: `${req.method} ${req.path}` }), 'ROUTE_NOT_FOUND');
