import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

/** A body error in body-parser's image (status and type), so errorReply answers it the same way. */
export class BodyError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly type: 'entity.too.large' | 'entity.parse.failed' | 'request.aborted',
  ) {
    super(message);
  }
}

const JSON_MEDIA_TYPE = /^application\/json\s*(?:;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

/**
 * The requests a direct route reads itself: a JSON body in UTF-8, not compressed, with its length or chunked.
 * Anything else (another charset, gzip, no body, another type) goes to express, whose parser answers it.
 */
export const isDirectJsonRequest = (headers: IncomingHttpHeaders): boolean => {
  const type = headers['content-type'];
  if (type === undefined || !JSON_MEDIA_TYPE.test(type)) return false;
  const encoding = headers['content-encoding'];
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity') return false;
  return headers['transfer-encoding'] !== undefined || headers['content-length'] !== undefined;
};

const UTF8_BOM = [0xef, 0xbb, 0xbf];
/** JSON's whitespace: space, tab, line feed, carriage return. */
const FIRST_NON_WHITESPACE = /^[ \t\n\r]*(.)/s;

/** body-parser's strict JSON: an empty body is {}, anything but an object or array is refused. */
const parseStrictJson = (text: string): unknown => {
  if (text.length === 0) return {};
  const first = FIRST_NON_WHITESPACE.exec(text)?.[1];
  if (first !== '{' && first !== '[')
    throw new BodyError('not a JSON object or array', 400, 'entity.parse.failed');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new BodyError((error as Error).message, 400, 'entity.parse.failed');
  }
};

/**
 * Reads and parses the body, at most `limitBytes`. Over the limit, the rest of the body is read and dropped,
 * so the connection stays usable for the answer (413).
 */
export const readJsonBody = (req: IncomingMessage, limitBytes: number): Promise<unknown> =>
  new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (declared > limitBytes) {
      req.resume();
      reject(new BodyError('request entity too large', 413, 'entity.too.large'));
      return;
    }
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limitBytes) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData);
      req.resume();
      reject(new BodyError('request entity too large', 413, 'entity.too.large'));
    };
    req.on('data', onData);
    req.once('close', () => {
      if (!req.complete) reject(new BodyError('request aborted', 400, 'request.aborted'));
    });
    req.once('error', reject);
    req.once('end', () => {
      const bytes = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
      const bom = UTF8_BOM.every((byte, index) => bytes[index] === byte) ? 3 : 0;
      try {
        resolve(parseStrictJson(bytes.toString('utf8', bom)));
      } catch (error) {
        reject(error);
      }
    });
  });
