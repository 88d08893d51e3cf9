import { describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_KEY, imageSrcSetOf, imageVariantKey, imageVariantsOf } from './image-variants.js';

const HASH = 'a'.repeat(64);

describe('image variants naming', () => {
  it.each(['png', 'jpg', 'webp'])(
    'given an uploaded %s, then three WebP widths named after its hash, narrowest first',
    (extension) => {
      expect(imageVariantsOf(`/uploads/${HASH}.${extension}`)).toEqual([
        { url: `/uploads/${HASH}-480w.webp`, width: 480, type: 'image/webp' },
        { url: `/uploads/${HASH}-960w.webp`, width: 960, type: 'image/webp' },
        { url: `/uploads/${HASH}-1600w.webp`, width: 1600, type: 'image/webp' },
      ]);
      expect(imageSrcSetOf(`/uploads/${HASH}.${extension}`)).toBe(
        `/uploads/${HASH}-480w.webp 480w, /uploads/${HASH}-960w.webp 960w, /uploads/${HASH}-1600w.webp 1600w`,
      );
    },
  );

  it.each([
    ['a GIF (animations keep their one file)', `/uploads/${HASH}.gif`],
    ['an outside address', 'https://example.com/banner.jpg'],
    ['a variant itself', `/uploads/${HASH}-480w.webp`],
    ['a name that is not a content hash', '/uploads/banner.jpg'],
    ['nothing', ''],
  ])('given %s, then no variants and no srcset', (_, url) => {
    expect(imageVariantsOf(url)).toEqual([]);
    expect(imageSrcSetOf(url)).toBeUndefined();
  });

  it("given an original's key, then the variant key matches the variant name pattern with its hash and width", () => {
    const key = imageVariantKey(`${HASH}.jpg`, 960);
    expect(key).toBe(`${HASH}-960w.webp`);
    expect(IMAGE_VARIANT_KEY.exec(key)?.slice(1)).toEqual([HASH, '960']);
  });
});
