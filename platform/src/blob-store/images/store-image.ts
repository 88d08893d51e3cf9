import {
  IMAGE_VARIANT_KEY,
  IMAGE_VARIANT_WIDTHS,
  type ImageVariant,
  imageVariantKey,
} from '@exam/domain/rules';
import type { BlobExtension, BlobStore, StoredBlob } from '../port.js';
import { makeImageVariants } from './make-variants.js';

export type StoredImage = { original: StoredBlob; variants: ImageVariant[] };

/** GIFs keep their one file (their animation would grow as WebP frames); PNG, JPEG and WebP get variants. */
export const hasImageVariants = (extension: BlobExtension): boolean => extension !== 'gif';

/**
 * Stores an image (already checked and cleaned) and its WebP variants under names derived from the original's
 * (issue 24). Idempotent like the store: the same bytes give the same names.
 */
export const storeImage = async (
  blobStore: Pick<BlobStore, 'get' | 'put' | 'putDerived'>,
  bytes: Uint8Array,
  extension: BlobExtension,
): Promise<StoredImage> => {
  const original = await blobStore.put(bytes, extension);
  if (!hasImageVariants(extension)) return { original, variants: [] };
  const variants = IMAGE_VARIANT_WIDTHS.map((width) => ({
    url: `/uploads/${imageVariantKey(original.key, width)}`,
    width,
    type: 'image/webp' as const,
  }));
  // The same picture again (a second upload, the demo seed at every start): its widths are there already.
  const stored = await Promise.all(variants.map(({ url }) => blobStore.get(url.slice('/uploads/'.length))));
  if (stored.every(Boolean)) return { original, variants };
  const made = await makeImageVariants(bytes);
  await Promise.all(
    made.map(({ width, bytes: variant }) =>
      blobStore.putDerived(imageVariantKey(original.key, width), variant),
    ),
  );
  return { original, variants };
};

const ORIGINAL_EXTENSIONS = ['jpg', 'png', 'webp'] as const;
const inFlight = new Map<string, Promise<{ bytes: Buffer; contentType: string } | null>>();

/**
 * A variant that was never made (an image stored before variants existed): made once from its original, stored
 * and answered; null when the name is not a variant of a known width or the original is not stored. Two requests
 * for the same missing variant share one making.
 */
export const makeMissingVariant = (
  blobStore: Pick<BlobStore, 'get' | 'putDerived'>,
  key: string,
): Promise<{ bytes: Buffer; contentType: string } | null> => {
  const match = IMAGE_VARIANT_KEY.exec(key);
  const width = IMAGE_VARIANT_WIDTHS.find((known) => String(known) === match?.[2]);
  if (!match?.[1] || !width) return Promise.resolve(null);
  const hash = match[1];
  const pending = inFlight.get(key);
  if (pending) return pending;
  const making = (async () => {
    for (const extension of ORIGINAL_EXTENSIONS) {
      const original = await blobStore.get(`${hash}.${extension}`);
      if (!original) continue;
      const [variant] = await makeImageVariants(original.bytes, [width]);
      if (!variant) return null;
      await blobStore.putDerived(key, variant.bytes);
      return { bytes: variant.bytes, contentType: 'image/webp' };
    }
    return null;
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, making);
  return making;
};
