import { DomainError, ValidationError } from '@exam/domain/errors';
import { Bounds } from '@exam/domain/rules';
import type { Request } from 'express';
import { UploadMessages } from './messages.js';
import { readMultipartFile } from './read-multipart-file.js';

/** Admin spec §9: a card image is at most 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type ImageUpload = { bytes: Buffer; fields: Record<string, string> };

/** 413: the body is too large to be accepted at all (the spec's message, with the status that says so). */
export class ImageTooLargeError extends DomainError {
  constructor() {
    super(UploadMessages.imageTooLarge, 413, 'IMAGE_TOO_LARGE', { maxBytes: MAX_IMAGE_BYTES });
  }
}

/** 413: more pixels than Bounds.imagePixels, refused before decoding (a small file can declare a huge picture). */
export class ImageTooManyPixelsError extends DomainError {
  constructor() {
    super(Bounds.imagePixels.message, 413, 'IMAGE_TOO_MANY_PIXELS', { maxPixels: Bounds.imagePixels.max });
  }
}

/** 400 请选择图片文件: no file, or bytes that are not a PNG, JPEG, WebP or GIF. */
export const notAnImage = () =>
  new ValidationError(UploadMessages.imageRequired, 'IMAGE_REQUIRED', { field: 'image' });

/** The multipart body of a card-image upload: the file `image` (at most 5 MB) and the small fields. */
export const readImageUpload = async (req: Request): Promise<ImageUpload> => {
  const { file, fields } = await readMultipartFile(req, {
    field: 'image',
    maxBytes: MAX_IMAGE_BYTES,
    tooLarge: () => new ImageTooLargeError(),
    notMultipart: notAnImage,
  });
  if (!file) throw notAnImage();
  return { bytes: file.bytes, fields };
};
