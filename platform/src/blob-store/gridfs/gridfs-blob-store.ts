import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GridFSBucket, MongoClient } from 'mongodb';
import { namedWrites } from '../blob-key.js';
import { type BlobStore, contentTypeOfKey, isBlobKey, type StoredBlob } from '../port.js';

export type GridFsBlobStore = BlobStore & { dropDatabase(): Promise<void> };

/** Blobs in MongoDB GridFS (the distributed profile), bucket `uploads`, one file per content-hash name. */
export const connectGridFsBlobStore = async ({
  url,
  database,
}: {
  url: string;
  database?: string;
}): Promise<GridFsBlobStore> => {
  const client = await MongoClient.connect(url);
  const db = client.db(database);
  const bucket = new GridFSBucket(db, { bucketName: 'uploads' });
  const files = db.collection('uploads.files');
  // A unique name: two processes storing the same bytes at once cannot leave two files of one name.
  await files.createIndex({ filename: 1 }, { unique: true });
  const has = async (key: string) => (await files.countDocuments({ filename: key }, { limit: 1 })) > 0;
  const write = async (key: string, bytes: Uint8Array): Promise<StoredBlob> => {
    if (!(await has(key))) {
      try {
        await pipeline(
          Readable.from([Buffer.from(bytes)]),
          bucket.openUploadStream(key, { metadata: { contentType: contentTypeOfKey(key) } }),
        );
      } catch (error) {
        // The other writer of the same bytes won: the blob is there, which is all that was asked.
        if ((error as { code?: number }).code !== 11000) throw error;
      }
    }
    return { key, contentType: contentTypeOfKey(key), size: bytes.byteLength };
  };
  return {
    ...namedWrites(write),
    async get(key: string) {
      if (!isBlobKey(key) || !(await has(key))) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of bucket.openDownloadStreamByName(key)) chunks.push(chunk as Buffer);
      return { bytes: Buffer.concat(chunks), contentType: contentTypeOfKey(key) };
    },
    async dropDatabase() {
      await db.dropDatabase();
    },
    async close() {
      await client.close();
    },
  };
};
