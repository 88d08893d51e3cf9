import type { ApiError } from './api';

/** The machine-readable `code` of an envelope error (e.g. TRIAL_ENDED), if any. */
export const errorCode = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;

export const errorStatus = (error: unknown): ApiError['status'] | undefined =>
  typeof error === 'object' && error !== null && 'status' in error
    ? (error.status as ApiError['status'])
    : undefined;

/** The server's message of an envelope error (in the spec's words), if any. */
export const errorMessage = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
    ? error.message
    : undefined;
