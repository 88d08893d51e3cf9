import { Carousel } from '@mantine/carousel';
import { Stack, Title } from '@mantine/core';
import { useMediaQuery, useReducedMotion } from '@mantine/hooks';
import Autoplay from 'embla-carousel-autoplay';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetFeaturedSetsQuery } from '../../catalogue/api';
import { SetCard } from '../../catalogue/components/SetCard';
import type { QuestionSet } from '../../catalogue/types';

/** Spec §9: auto-advance every 6 s. */
const AUTOPLAY_DELAY_MS = 6_000;

/** Spec §2: 3 cards per slide, 2 at width up to 1024 px, 1 at up to 768 px. */
function useSlidesPerView(): number {
  const narrow = useMediaQuery('(max-width: 768px)');
  const medium = useMediaQuery('(max-width: 1024px)');
  if (narrow) return 1;
  if (medium) return 2;
  return 3;
}

/**
 * Recommended sets. The featured listing carries no access fields of the caller, so a set is shown
 * with the caller's access from the main list when it is there.
 */
export function FeaturedCarousel({ sets }: { sets: QuestionSet[] | undefined }) {
  const { t } = useTranslation();
  const { data: featured } = useGetFeaturedSetsQuery();
  const perView = useSlidesPerView();
  // Paused while the mouse is over the carousel or keyboard focus is inside it; off for reduced motion.
  const autoplay = useRef(
    Autoplay({
      delay: AUTOPLAY_DELAY_MS,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
      stopOnInteraction: false,
    }),
  );
  const reduceMotion = useReducedMotion();

  const cards = useMemo(() => {
    const byId = new Map((sets ?? []).map((set) => [set.id, set]));
    return (featured ?? []).map((set) => byId.get(set.id) ?? set);
  }, [featured, sets]);

  if (cards.length === 0) return null;

  return (
    <Stack gap="sm" data-testid="featured-carousel">
      <Title order={2}>{t('home.featured')}</Title>
      <Carousel
        key={perView}
        slideSize={`${100 / perView}%`}
        slideGap="md"
        withIndicators
        withControls
        plugins={reduceMotion ? [] : [autoplay.current]}
        emblaOptions={{ align: 'start', slidesToScroll: perView, loop: cards.length > perView }}
        styles={{
          indicators: { bottom: -24 },
          indicator: { backgroundColor: 'var(--mantine-color-indigo-5)' },
        }}
        pb={32}
      >
        {cards.map((set) => (
          <Carousel.Slide key={set.id}>
            <SetCard set={set} />
          </Carousel.Slide>
        ))}
      </Carousel>
    </Stack>
  );
}
