import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blobStoreContract } from '../blob-store.contract.js';
import { openFsBlobStore } from './fs-blob-store.js';

blobStoreContract('files', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'blobs-'));
  return {
    store: await openFsBlobStore({ dir }),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
});

describe('files BlobStore', () => {
  it('given a stored blob, then the folder holds exactly its content-hash file (no temporary left)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'blobs-'));
    const store = await openFsBlobStore({ dir: join(dir, 'uploads') });
    const { key } = await store.put(Buffer.from('GIF89a'), 'gif');
    expect(readdirSync(join(dir, 'uploads'))).toEqual([key]);
    rmSync(dir, { recursive: true, force: true });
  });
});
