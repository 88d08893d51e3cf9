import { catalogueJa } from '../i18n/ja/index.js';

/** Errors carry the HTTP status and a machine-readable code, so every layer maps them the same way. */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  constructor(message: string, code = 'VALIDATION_FAILED', details?: Record<string, unknown>) {
    super(message, 400, code, details);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message: string = catalogueJa.server.common.unauthorized, code = 'UNAUTHORIZED') {
    super(message, 401, code);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message: string = catalogueJa.server.common.forbidden, code = 'FORBIDDEN') {
    super(message, 403, code);
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string, code = 'NOT_FOUND') {
    super(message, 404, code);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, code = 'CONFLICT', details?: Record<string, unknown>) {
    super(message, 409, code, details);
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(
    message: string = catalogueJa.server.common.tooManyRequests,
    readonly retryAfterSeconds = 5,
  ) {
    super(message, 429, 'RATE_LIMITED');
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;
