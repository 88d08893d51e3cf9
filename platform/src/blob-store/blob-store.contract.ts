import { createHash, randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BlobStore } from './port.js';

export type BlobStoreContractFactory = () => Promise<{ store: BlobStore; cleanup(): Promise<void> }>;

/** The one contract every BlobStore adapter keeps. */
export const blobStoreContract = (name: string, open: BlobStoreContractFactory) => {
  describe(`BlobStore contract: ${name}`, () => {
    let store: BlobStore;
    let cleanup: () => Promise<void>;
    beforeEach(async () => {
      ({ store, cleanup } = await open());
    });
    afterEach(async () => {
      await cleanup();
    });

    it('given some bytes, when they are stored, then their name is the sha256 with the extension and they read back equal', async () => {
      const bytes = randomBytes(70_000);
      const stored = await store.put(bytes, 'png');
      expect(stored).toEqual({
        key: `${createHash('sha256').update(bytes).digest('hex')}.png`,
        contentType: 'image/png',
        size: 70_000,
      });
      const read = await store.get(stored.key);
      expect(read?.contentType).toBe('image/png');
      expect(read?.bytes.equals(bytes)).toBe(true);
    });

    it('given the same bytes stored twice, when read, then one name and the same bytes', async () => {
      const bytes = randomBytes(1024);
      const [first, second] = await Promise.all([store.put(bytes, 'jpg'), store.put(bytes, 'jpg')]);
      expect(second.key).toBe(first.key);
      expect((await store.get(first.key))?.bytes.equals(bytes)).toBe(true);
      expect((await store.get(first.key))?.contentType).toBe('image/jpeg');
    });

    it("given bytes derived from a blob, when stored under the original's variant name, then they read back as WebP and the first stay", async () => {
      const variantKey = `${'b'.repeat(64)}-480w.webp`;
      const first = randomBytes(2048);
      expect(await store.putDerived(variantKey, first)).toEqual({
        key: variantKey,
        contentType: 'image/webp',
        size: 2048,
      });
      await store.putDerived(variantKey, randomBytes(10));
      const read = await store.get(variantKey);
      expect(read?.contentType).toBe('image/webp');
      expect(read?.bytes.equals(first)).toBe(true);
    });

    it('given a name that is not a blob key, when bytes are stored under it, then refused', async () => {
      await expect(store.putDerived('../events.db', randomBytes(8))).rejects.toThrow(/not a blob key/);
      await expect(store.putDerived(`${'b'.repeat(64)}-480w.png`, randomBytes(8))).rejects.toThrow();
      expect(await store.get('../events.db')).toBeNull();
    });

    it('given an unknown or malformed name, when read, then null', async () => {
      expect(await store.get(`${'0'.repeat(64)}.gif`)).toBeNull();
      expect(await store.get('../events.db')).toBeNull();
      expect(await store.get(`${'a'.repeat(64)}.svg`)).toBeNull();
    });
  });
};
