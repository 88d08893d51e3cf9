import { createHash } from 'node:crypto';
import type { BlobExtension } from './port.js';

/** The content-hash name of some bytes. */
export const blobKeyOf = (bytes: Uint8Array, extension: BlobExtension): string =>
  `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;
