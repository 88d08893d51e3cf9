import { Bounds } from '@exam/domain/rules';
import type { BlobExtension } from '@exam/platform';
import sharp from 'sharp';
import { ImageTooManyPixelsError, notAnImage } from './read-image-upload.js';

/** Larger pictures are scaled down: a card never shows more than this many pixels across. */
const MAX_WIDTH = 1600;

/**
 * The pixels an image declares (every frame of an animation), read from its header without decoding it; bytes
 * whose header cannot be read are not an image.
 */
const declaredPixels = async (bytes: Buffer): Promise<number> => {
  try {
    const { width, height, pages } = await sharp(bytes).metadata();
    return width * height * (pages ?? 1);
  } catch {
    throw notAnImage();
  }
};

/**
 * Re-encodes an image in its own format: EXIF (camera, GPS) and other metadata are dropped (sharp keeps none
 * unless asked), the orientation is applied, and bytes that only look like an image (a valid signature over
 * garbage) are refused as not an image. A picture of more than Bounds.imagePixels is refused (413) before it is
 * decoded.
 */
export const cleanImage = async (bytes: Buffer, type: BlobExtension): Promise<Buffer> => {
  if ((await declaredPixels(bytes)) > Bounds.imagePixels.max) throw new ImageTooManyPixelsError();
  try {
    const image = sharp(bytes, {
      animated: type === 'gif' || type === 'webp',
      limitInputPixels: Bounds.imagePixels.max,
    })
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true });
    switch (type) {
      case 'png':
        return await image.png().toBuffer();
      case 'jpg':
        return await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
      case 'webp':
        return await image.webp({ quality: 85 }).toBuffer();
      case 'gif':
        return await image.gif().toBuffer();
    }
  } catch {
    throw notAnImage();
  }
};
