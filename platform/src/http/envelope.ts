import type { Response } from 'express';

/** The spec's response envelope: `{ success, data, message }`, plus `code` on errors. */
export type Envelope<T = unknown> = {
  success: boolean;
  data?: T;
  message?: string;
  code?: string;
};

export function ok<T>(
  res: Response,
  data: T,
  message?: string,
  extra: Record<string, unknown> = {},
  status = 200,
) {
  res.status(status).json({ success: true, data, ...(message ? { message } : {}), ...extra });
}

export function fail(
  res: Response,
  status: number,
  message: string,
  code: string,
  extra: Record<string, unknown> = {},
) {
  res.status(status).json({ success: false, message, code, ...extra });
}
