import busboy from 'busboy';
import type { Request } from 'express';

/** Room for the multipart framing and the small fields around the file. */
const FRAMING_ALLOWANCE = 64 * 1024;

export type MultipartFile = {
  /** null when the body had no file in the named field. */
  file: { bytes: Buffer; filename: string } | null;
  fields: Record<string, string>;
};

export type MultipartLimits = {
  /** The field that carries the file. */
  field: string;
  maxBytes: number;
  /** The error for a body past the limit (thrown before reading when the declared length is already too long). */
  tooLarge: () => Error;
  /** The error for a body that is not multipart at all. */
  notMultipart: () => Error;
};

/**
 * Reads a multipart body with one file and small text fields (busboy). Past `maxBytes` nothing more is kept:
 * a declared length over the limit is refused before reading, and a longer stream stops being buffered at the
 * limit (the rest is discarded so that the client can read the answer).
 */
export const readMultipartFile = (req: Request, limits: MultipartLimits): Promise<MultipartFile> =>
  new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > limits.maxBytes + FRAMING_ALLOWANCE) {
      req.resume();
      reject(limits.tooLarge());
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { fileSize: limits.maxBytes, files: 1, fields: 20, fieldSize: 4096 },
      });
    } catch {
      req.resume();
      reject(limits.notMultipart());
      return;
    }
    const fields: Record<string, string> = {};
    const chunks: Buffer[] = [];
    let filename: string | null = null;
    let tooLarge = false;
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== limits.field) {
        stream.resume();
        return;
      }
      filename = info.filename ?? '';
      stream.on('data', (chunk: Buffer) => {
        if (!tooLarge) chunks.push(chunk);
      });
      stream.on('limit', () => {
        tooLarge = true;
        chunks.length = 0;
      });
    });
    parser.on('error', () => reject(limits.notMultipart()));
    parser.on('close', () => {
      if (tooLarge) reject(limits.tooLarge());
      else resolve({ file: filename === null ? null : { bytes: Buffer.concat(chunks), filename }, fields });
    });
    req.pipe(parser);
  });
