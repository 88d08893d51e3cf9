import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blobKeyOf } from '../blob-key.js';
import { type BlobExtension, type BlobStore, contentTypeOfKey } from '../port.js';
import { makeMissingVariant, storeImage } from './store-image.js';

/** An in-memory store that counts the variants written. */
const memoryStore = () => {
  const blobs = new Map<string, Buffer>();
  const derived: string[] = [];
  const store: Pick<BlobStore, 'get' | 'put' | 'putDerived'> = {
    async put(bytes: Uint8Array, extension: BlobExtension) {
      const key = blobKeyOf(bytes, extension);
      blobs.set(key, Buffer.from(bytes));
      return { key, contentType: contentTypeOfKey(key), size: bytes.byteLength };
    },
    async putDerived(key: string, bytes: Uint8Array) {
      derived.push(key);
      if (!blobs.has(key)) blobs.set(key, Buffer.from(bytes));
      return { key, contentType: contentTypeOfKey(key), size: bytes.byteLength };
    },
    async get(key: string) {
      const bytes = blobs.get(key);
      return bytes ? { bytes, contentType: contentTypeOfKey(key) } : null;
    },
  };
  return { store, blobs, derived };
};

const picture = (width: number, format: 'png' | 'gif' = 'png') =>
  sharp({ create: { width, height: width / 2, channels: 3, background: '#1971c2' } })
    .toFormat(format)
    .toBuffer();

describe('storeImage', () => {
  it('given a picture, when stored twice, then its three widths are made the first time only', async () => {
    const { store, blobs, derived } = memoryStore();
    const bytes = await picture(1000);
    const first = await storeImage(store, bytes, 'png');
    expect(first.variants.map((variant) => variant.width)).toEqual([480, 960, 1600]);
    expect(derived).toHaveLength(3);
    const widths = await Promise.all(
      first.variants.map(async ({ url }) => (await sharp(blobs.get(url.slice(9))).metadata()).width),
    );
    expect(widths).toEqual([480, 960, 1000]);
    const second = await storeImage(store, bytes, 'png');
    expect(second).toEqual(first);
    expect(derived).toHaveLength(3);
  });

  it('given a GIF, when stored, then only the original', async () => {
    const { store, blobs } = memoryStore();
    expect((await storeImage(store, await picture(100, 'gif'), 'gif')).variants).toEqual([]);
    expect(blobs.size).toBe(1);
  });
});

describe('makeMissingVariant', () => {
  it('given an original stored without widths, when two requests ask for the same width at once, then it is made once', async () => {
    const { store, derived } = memoryStore();
    const { key } = await store.put(await picture(800), 'png');
    const variantKey = `${key.slice(0, 64)}-480w.webp`;
    const [a, b] = await Promise.all([
      makeMissingVariant(store, variantKey),
      makeMissingVariant(store, variantKey),
    ]);
    expect(a?.contentType).toBe('image/webp');
    expect(b?.bytes.equals(a?.bytes ?? Buffer.alloc(0))).toBe(true);
    expect(derived).toEqual([variantKey]);
    expect((await sharp(a?.bytes).metadata()).width).toBe(480);
  });

  it('given a width the product does not make, an original that is not stored or a name that is not a variant, then null', async () => {
    const { store, derived } = memoryStore();
    const { key } = await store.put(await picture(800), 'png');
    expect(await makeMissingVariant(store, `${key.slice(0, 64)}-500w.webp`)).toBeNull();
    expect(await makeMissingVariant(store, `${'0'.repeat(64)}-480w.webp`)).toBeNull();
    expect(await makeMissingVariant(store, key)).toBeNull();
    expect(derived).toEqual([]);
  });
});
