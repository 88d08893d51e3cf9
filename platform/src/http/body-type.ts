import type { RequestHandler } from 'express';

/** What the API reads: JSON bodies, and the multipart uploads (card images, batch imports) that read themselves. */
const READABLE_TYPES = ['application/json', 'multipart/form-data'];

/**
 * Refuses a write whose body the API would not read (415 UNSUPPORTED_MEDIA_TYPE through the error mapper):
 * express.json leaves any other type unread, so `title=x` as a form would become `{}` and its fields would be
 * dropped without a word. Empty bodies pass, and so does a body an earlier parser already read (the payment
 * webhook's raw bytes).
 */
export const refuseUnreadableBodies: RequestHandler = (req, _res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
  if (Buffer.isBuffer(req.body)) return next();
  const length = req.headers['content-length'];
  if (req.headers['transfer-encoding'] === undefined && (length === undefined || length === '0'))
    return next();
  if (req.is(READABLE_TYPES)) return next();
  next(
    Object.assign(new Error(`unsupported content type ${req.headers['content-type'] ?? '(none)'}`), {
      status: 415,
      expose: true,
      type: 'content.type.unsupported',
    }),
  );
};
