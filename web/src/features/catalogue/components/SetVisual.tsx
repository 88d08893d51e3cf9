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
};

/** A set's card image, or its emoji icon (admin spec §3 icon values). */
export function SetVisual({ set, size, variant }: SetVisualProps) {
  const visual = setVisualOf(set);
  const width = variant === 'banner' ? '100%' : size;
  if (visual.kind === 'image') {
    return (
      <Image
        src={visual.src}
        alt={set.title}
        h={size}
        w={width}
        fit="cover"
        radius={variant === 'thumb' ? 'sm' : 0}
        data-testid="set-card-image"
      />
    );
  }
  return (
    <Center
      h={size}
      w={width}
      bg="var(--mantine-color-gray-0)"
      style={{ borderRadius: variant === 'thumb' ? 'var(--mantine-radius-sm)' : 0, flexShrink: 0 }}
      data-testid="set-card-icon"
    >
      <Text fz={Math.round(size * 0.5)} lh={1} aria-hidden>
        {visual.kind === 'emoji' ? visual.emoji : DEFAULT_EMOJI}
      </Text>
    </Center>
  );
}
