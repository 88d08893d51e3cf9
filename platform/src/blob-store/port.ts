/** Image types the product stores, by the extension their content-hash name carries. */
export const BLOB_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;

export type BlobExtension = keyof typeof BLOB_TYPES;

/** A blob's name: the sha256 of its bytes in hex and its extension (`<64 hex>.png`). */
export const BLOB_KEY = /^[0-9a-f]{64}\.(png|jpg|webp|gif)$/;

export const isBlobKey = (key: string): boolean => BLOB_KEY.test(key);

export const contentTypeOfKey = (key: string): string =>
  BLOB_TYPES[key.slice(key.lastIndexOf('.') + 1) as BlobExtension] ?? 'application/octet-stream';

export type StoredBlob = { key: string; contentType: string; size: number };

/**
 * Content-addressed storage of uploaded images (DESIGN.md "Jobs, uploads, audit"). The name is derived from the
 * bytes, so storing the same bytes twice stores once, and a name never changes meaning: it can be cached forever.
 */
export interface BlobStore {
  /** Stores the bytes under `<sha256>.<extension>`; idempotent. */
  put(bytes: Uint8Array, extension: BlobExtension): Promise<StoredBlob>;
  /** The bytes of a stored blob, or null (also for a name that is not a blob key). */
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  close(): Promise<void>;
}
