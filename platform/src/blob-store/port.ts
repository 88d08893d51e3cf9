/** Image types the product stores, by the extension their content-hash name carries. */
export const BLOB_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;

export type BlobExtension = keyof typeof BLOB_TYPES;

/**
 * A blob's name: the sha256 of its bytes in hex and its extension (`<64 hex>.png`), or a variant of such an
 * original in another width (`<original's 64 hex>-960w.webp`, @exam/domain/rules image-variants).
 */
export const BLOB_KEY = /^[0-9a-f]{64}(?:\.(?:png|jpg|webp|gif)|-\d{1,4}w\.webp)$/;

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
  /**
   * Stores bytes derived from a stored blob (a smaller width of an image) under a name derived from the
   * original's (`<sha256>-960w.webp`); idempotent, the first bytes stored under a name stay. Throws for a name
   * that is not a blob key.
   */
  putDerived(key: string, bytes: Uint8Array): Promise<StoredBlob>;
  /** The bytes of a stored blob, or null (also for a name that is not a blob key). */
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  close(): Promise<void>;
}
