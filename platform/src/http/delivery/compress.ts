import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants } from 'node:zlib';
import compression from 'compression';

/** Responses smaller than this are sent as they are: the headers would cost more than they save. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Never compressed: a server-sent event stream must flush each event as it comes. */
const isEventStream = (res: ServerResponse) =>
  String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream');

/** A response whose length is known and below the threshold (express's send and the direct routes set it). */
const isSmall = (res: ServerResponse) => {
  const length = res.getHeader('Content-Length');
  return length !== undefined && Number(length) < COMPRESSION_THRESHOLD_BYTES;
};

/**
 * Brotli or gzip on the fly for text responses above 1 KB (the compression middleware's negotiation). Brotli at
 * quality 4: close to gzip's speed with smaller output (the default 11 is meant for build-time compression).
 * Files that were compressed at build time are served as they are (express-static-gzip sets Content-Encoding first).
 * Cheap where nothing will be compressed: a request that accepts no encoding is not wrapped at all, and a response
 * of known length below the threshold is let through before the type lookup and the negotiation (it is sent as is
 * whatever the request accepts, so it carries no Vary: Accept-Encoding).
 */
export const compressResponses = () => {
  const compress = compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    filter: (req: IncomingMessage, res: ServerResponse) =>
      !isSmall(res) && !isEventStream(res) && compression.filter(req as never, res as never),
  });
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    if (req.headers['accept-encoding'] === undefined) next();
    else compress(req as never, res as never, next);
  };
};
