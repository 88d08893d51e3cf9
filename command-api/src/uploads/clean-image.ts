import type { BlobExtension } from '@exam/platform';
import sharp from 'sharp';
import { notAnImage } from './read-image-upload.js';

/** Larger pictures are scaled down: a card never shows more than this many pixels across. */
const MAX_WIDTH = 1600;

/**
 * Re-encodes an image in its own format: EXIF (camera, GPS) and other metadata are dropped (sharp keeps none
 * unless asked), the orientation is applied, and bytes that only look like an image (a valid signature over
 * garbage) are refused as not an image.
 */
export const cleanImage = async (bytes: Buffer, type: BlobExtension): Promise<Buffer> => {
  try {
    const image = sharp(bytes, { animated: type === 'gif' || type === 'webp', limitInputPixels: 40_000_000 })
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
