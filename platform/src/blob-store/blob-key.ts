import { createHash } from 'node:crypto';
import { type BlobExtension, isBlobKey } from './port.js';

/** The content-hash name of some bytes. */
export const blobKeyOf = (bytes: Uint8Array, extension: BlobExtension): string =>
  `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;

/**
 * An adapter's `put` (named by its content) and `putDerived` (a name derived from another blob's, checked here)
 * over its one write of named bytes.
 */
export const namedWrites = <Stored>(write: (key: string, bytes: Uint8Array) => Promise<Stored>) => ({
  put: (bytes: Uint8Array, extension: BlobExtension) => write(blobKeyOf(bytes, extension), bytes),
  async putDerived(key: string, bytes: Uint8Array) {
    if (!isBlobKey(key)) throw new Error(`not a blob key: ${key}`);
    return write(key, bytes);
  },
});
