import type { Response } from 'express';

/** The spec's response envelope: `{ success, data, message }`, plus `code` on errors. */
export type Envelope<T = unknown> = {
  success: boolean;
  data?: T;
  message?: string;
  code?: string;
};

/** A whole JSON answer, independent of the HTTP framework that writes it (express or a direct route). */
export type JsonReply = {
  status: number;
  /** Besides Content-Type and Content-Length, which the writer sets. */
  headers: Record<string, string>;
  body: unknown;
};

export const okBody = <T>(data: T, message?: string, extra: Record<string, unknown> = {}) => ({
  success: true,
  data,
  ...(message ? { message } : {}),
  ...extra,
});

export const failBody = (message: string, code: string, extra: Record<string, unknown> = {}) => ({
  success: false,
  message,
  code,
  ...extra,
});

export function ok<T>(
  res: Response,
  data: T,
  message?: string,
  extra: Record<string, unknown> = {},
  status = 200,
) {
  res.status(status).json(okBody(data, message, extra));
}

export function fail(
  res: Response,
  status: number,
  message: string,
  code: string,
  extra: Record<string, unknown> = {},
) {
  res.status(status).json(failBody(message, code, extra));
}

/** Writes a JsonReply through express (the same reply a direct route writes itself). */
export const sendReply = (res: Response, reply: JsonReply): void => {
  res.status(reply.status).set(reply.headers).json(reply.body);
};
