import { DomainError, ValidationError } from '@exam/domain/errors';
import busboy from 'busboy';
import type { Request } from 'express';
import { UploadMessages } from './messages.js';

/** Admin spec §9: a card image is at most 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Room for the multipart framing and the small fields around the file. */
const FRAMING_ALLOWANCE = 64 * 1024;

export type ImageUpload = { bytes: Buffer; fields: Record<string, string> };

/** 413: the body is too large to be accepted at all (the spec's message, with the status that says so). */
export class ImageTooLargeError extends DomainError {
  constructor() {
    super(UploadMessages.imageTooLarge, 413, 'IMAGE_TOO_LARGE', { maxBytes: MAX_IMAGE_BYTES });
  }
}

/** 400 请选择图片文件: no file, or bytes that are not a PNG, JPEG, WebP or GIF. */
export const notAnImage = () =>
  new ValidationError(UploadMessages.imageRequired, 'IMAGE_REQUIRED', { field: 'image' });

/**
 * Reads a multipart body with one file field `image` and small text fields. Past 5 MB nothing more is kept:
 * a declared length over the limit is refused before reading, and a longer stream stops being buffered at the limit
 * (the rest is discarded so the client can read the answer).
 */
export const readImageUpload = (req: Request): Promise<ImageUpload> =>
  new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_IMAGE_BYTES + FRAMING_ALLOWANCE) {
      req.resume();
      reject(new ImageTooLargeError());
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 1024 },
      });
    } catch {
      // Not multipart at all (or no boundary): there is no image in it.
      req.resume();
      reject(notAnImage());
      return;
    }
    const fields: Record<string, string> = {};
    const chunks: Buffer[] = [];
    let sawImage = false;
    let tooLarge = false;
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream) => {
      if (name !== 'image') {
        stream.resume();
        return;
      }
      sawImage = true;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        tooLarge = true;
        chunks.length = 0;
      });
    });
    parser.on('error', () => reject(notAnImage()));
    parser.on('close', () => {
      if (tooLarge) reject(new ImageTooLargeError());
      else if (!sawImage) reject(notAnImage());
      else resolve({ bytes: Buffer.concat(chunks), fields });
    });
    req.pipe(parser);
  });
