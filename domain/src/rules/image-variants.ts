/**
 * Issue 24 "uploaded images are served in sizes that fit": every uploaded PNG, JPEG or WebP is also stored as WebP
 * in a few widths, under names derived from the original's, so any page can build an `srcset` from the address it
 * already has (`/uploads/<sha256>.<ext>`) without a list of variants travelling through events and read models.
 *
 * Every width is always stored: a width at or above the original's is the original's pixels re-encoded as WebP
 * (never enlarged), so a name the page derives always exists. GIFs (animations) and outside addresses have none.
 */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;

export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

export type ImageVariant = {
  /** `/uploads/<sha256 of the original>-<width>w.webp`. */
  url: string;
  /** The srcset width: the file is this wide, or narrower when the original is. */
  width: ImageVariantWidth;
  type: 'image/webp';
};

/** An upload that has variants: its content hash and type. */
const UPLOADED_IMAGE = /^\/uploads\/([0-9a-f]{64})\.(?:png|jpg|webp)$/;

/** The stored name of an original's variant (the original's key is `<sha256>.<ext>`). */
export const imageVariantKey = (originalKey: string, width: ImageVariantWidth): string =>
  `${originalKey.slice(0, 64)}-${width}w.webp`;

/** A variant's stored name: its original's hash and the width. */
export const IMAGE_VARIANT_KEY = /^([0-9a-f]{64})-(\d+)w\.webp$/;

/** The variants of an image address, narrowest first; none for a GIF, an outside address or anything else. */
export const imageVariantsOf = (url: string): ImageVariant[] => {
  const hash = UPLOADED_IMAGE.exec(url)?.[1];
  if (!hash) return [];
  return IMAGE_VARIANT_WIDTHS.map((width) => ({
    url: `/uploads/${imageVariantKey(hash, width)}`,
    width,
    type: 'image/webp' as const,
  }));
};

/** The `srcset` of an image address, or undefined when it has no variants (then only `src` is used). */
export const imageSrcSetOf = (url: string): string | undefined => {
  const variants = imageVariantsOf(url);
  return variants.length > 0
    ? variants.map(({ url: file, width }) => `${file} ${width}w`).join(', ')
    : undefined;
};

/**
 * The `sizes` of each place an uploaded image shows. The home banner's is shared by the server-drawn page's preload
 * and the app's <img>: when they differ the browser may pick another file and fetch the banner twice.
 */
export const ImageSizes = {
  /** The home hero spans the window. */
  banner: '100vw',
  /** A set card in the featured carousel: one per slide up to 768 px, two up to 1024 px, three above. */
  carouselCard: '(max-width: 768px) 100vw, (max-width: 1024px) 50vw, 33vw',
  /** A set card in a grid (home groups, search): Mantine's xs/md/lg/xl breakpoints give 1 to 5 columns. */
  gridCard:
    '(max-width: 36em) 100vw, (max-width: 62em) 50vw, (max-width: 75em) 33vw, (max-width: 88em) 25vw, 20vw',
  /** A square thumbnail of a fixed size. */
  thumb: (pixels: number) => `${pixels}px`,
} as const;
