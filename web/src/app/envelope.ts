/** The `{ success, data, message, code }` envelope every API answer is wrapped in. */
export type Envelope<T> = {
  success: boolean;
  data?: T;
  message?: string;
  code?: string;
};

export type EnvelopeError = {
  status: number | 'ENVELOPE';
  message: string;
  code?: string;
  /** 429: how long the server asks to wait (its Retry-After header). */
  retryAfterSeconds?: number;
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
    return {
      ok: false,
      error: { status: status >= 400 ? status : 'ENVELOPE', message: body.message ?? '', code: body.code },
    };
  }
  return { ok: true, data: body.data as T };
}
