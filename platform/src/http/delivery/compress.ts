import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants } from 'node:zlib';
import compression from 'compression';

/** Responses smaller than this are sent as they are: the headers would cost more than they save. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Never compressed: a server-sent event stream must flush each event as it comes. */
const isEventStream = (res: ServerResponse) =>
  String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream');

/**
 * Brotli or gzip on the fly for text responses above 1 KB (the compression middleware's negotiation). Brotli at
 * quality 4: close to gzip's speed with smaller output (the default 11 is meant for build-time compression).
 * Files that were compressed at build time are served as they are (express-static-gzip sets Content-Encoding first).
 */
export const compressResponses = () =>
  compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    filter: (req: IncomingMessage, res: ServerResponse) =>
      !isEventStream(res) && compression.filter(req as never, res as never),
  });
