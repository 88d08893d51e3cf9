import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { namedWrites } from '../blob-key.js';
import { type BlobStore, contentTypeOfKey, isBlobKey, type StoredBlob } from '../port.js';

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Blobs as files in one folder (the embedded profile: DATA_DIR/uploads). */
export const openFsBlobStore = async ({ dir }: { dir: string }): Promise<BlobStore> => {
  await mkdir(dir, { recursive: true });
  const write = async (key: string, bytes: Uint8Array): Promise<StoredBlob> => {
    const path = join(dir, key);
    if (!(await exists(path))) {
      // Write then rename: a reader never sees half a file, and two writers of the same bytes agree.
      const temporary = join(dir, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    }
    return { key, contentType: contentTypeOfKey(key), size: bytes.byteLength };
  };
  return {
    ...namedWrites(write),
    async get(key: string) {
      if (!isBlobKey(key)) return null;
      try {
        return { bytes: await readFile(join(dir, key)), contentType: contentTypeOfKey(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async close() {},
  };
};
