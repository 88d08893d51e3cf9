import { ImageSizes, imageSrcSetOf } from '@exam/domain/rules';
import { Center, Image, Text } from '@mantine/core';
import { setVisualOf } from '../set-icon';
import type { QuestionSetListing } from '../types';

/** The emoji shown for a set whose icon is `default` (or an image still pending upload). */
const DEFAULT_EMOJI = '📚';

type SetVisualProps = {
  set: Pick<QuestionSetListing, 'icon' | 'cardImage' | 'title'>;
  /** Height of the picture in pixels. */
  size: number;
  /** Full width (card banner) or a square thumbnail (list rows). */
  variant: 'banner' | 'thumb';
  /**
   * The `sizes` of a banner image: how wide the card is at each window width (a grid card by default). A thumbnail
   * is its own size.
   */
  sizes?: string;
};

/**
 * A set's card image, or its emoji icon (admin spec §3 icon values). Card images carry their own title and
 * subtitle, so they are shown whole (issue 22: cropped to a 110 px strip they cut their subtitle): the banner is
 * 16:9 like the uploads, the thumbnail fits the image inside its square.
 */
export function SetVisual({ set, size, variant, sizes = ImageSizes.gridCard }: SetVisualProps) {
  const visual = setVisualOf(set);
  const banner = variant === 'banner';
  const width = banner ? '100%' : size;
  const box = banner ? { w: '100%', style: { aspectRatio: '16 / 9' } } : { h: size, w: size };
  if (visual.kind === 'image') {
    return (
      <Image
        src={visual.src}
        // Uploaded images come in WebP widths (issue 24): the browser fetches the one that fits the card.
        srcSet={imageSrcSetOf(visual.src)}
        sizes={banner ? sizes : ImageSizes.thumb(size)}
        alt={set.title}
        {...box}
        fit={banner ? 'cover' : 'contain'}
        bg="var(--mantine-color-gray-0)"
        radius={banner ? 0 : 'sm'}
        style={{ ...box.style, flexShrink: 0 }}
        data-testid="set-card-image"
      />
    );
  }
  return (
    <Center
      h={banner ? undefined : size}
      w={width}
      bg="var(--mantine-color-gray-0)"
      style={{
        borderRadius: banner ? 0 : 'var(--mantine-radius-sm)',
        flexShrink: 0,
        aspectRatio: banner ? '16 / 9' : undefined,
      }}
      data-testid="set-card-icon"
    >
      <Text fz={Math.round(size * 0.5)} lh={1} aria-hidden>
        {visual.kind === 'emoji' ? visual.emoji : DEFAULT_EMOJI}
      </Text>
    </Center>
  );
}
