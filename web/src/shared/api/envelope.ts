/** The `{ success, data, message, code }` envelope every API answer is wrapped in. */
export type Envelope<T> = {
  success: boolean;
  data?: T;
  message?: string;
  code?: string;
  /** A batch's refusal of one answer names it (0-based; the offline sync keeps the others). */
  answerIndex?: number;
};

export type EnvelopeError = {
  status: number | 'ENVELOPE';
  message: string;
  code?: string;
  /** 429: how long the server asks to wait (its Retry-After header). */
  retryAfterSeconds?: number;
  /** The answer of a batch the refusal is about (POST /practice/{setId}/answers/batch). */
  answerIndex?: number;
};

export type Unwrapped<T> = { ok: true; data: T } | { ok: false; error: EnvelopeError };

const isEnvelope = (body: unknown): body is Envelope<unknown> =>
  typeof body === 'object' && body !== null && 'success' in body;

/**
 * Takes the payload out of an envelope. A body without the envelope is passed through as is,
 * so a plain JSON answer still works; `success: false` becomes an error even with status 200.
 */
export function unwrapEnvelope<T>(body: unknown, status = 200): Unwrapped<T> {
  if (!isEnvelope(body)) return { ok: true, data: body as T };
  if (!body.success) {
    const error: EnvelopeError = {
      status: status >= 400 ? status : 'ENVELOPE',
      message: body.message ?? '',
      code: body.code,
    };
    if (Number.isInteger(body.answerIndex)) error.answerIndex = body.answerIndex;
    return { ok: false, error };
  }
  return { ok: true, data: body.data as T };
}
