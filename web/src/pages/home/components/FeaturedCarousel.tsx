import { ImageSizes } from '@exam/domain/rules';
import { ActionIcon, Box, Group, Stack, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMediaQuery, useReducedMotion } from '@mantine/hooks';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type QuestionSet, useGetFeaturedSetsQuery } from '../../../entities/catalogue';
import { SetCard } from '../../../widgets/set-card';

/** Spec §9: auto-advance every 6 s. */
const AUTOPLAY_DELAY_MS = 6_000;
const GAP_PX = 16;

/** Spec §2: 3 cards per slide, 2 at width up to 1024 px, 1 at up to 768 px. */
function useSlidesPerView(): number {
  const narrow = useMediaQuery('(max-width: 768px)');
  const medium = useMediaQuery('(max-width: 1024px)');
  if (narrow) return 1;
  if (medium) return 2;
  return 3;
}

/**
 * Recommended sets. The featured listing carries no access fields of the caller, so a set is shown with the
 * caller's access from the main list when it is there. Issue 22: the arrows sit beside the heading, not over the
 * first and last cards' text, and every control and announcement speaks Japanese (Mantine's carousel names them
 * "Previous slide" / "Slide 1 of 3"), so the slides are laid out here on embla directly.
 */
export function FeaturedCarousel({ sets }: { sets: QuestionSet[] | undefined }) {
  const { t } = useTranslation();
  const { data: featured } = useGetFeaturedSetsQuery();
  const perView = useSlidesPerView();
  const reduceMotion = useReducedMotion();
  const regionId = useId();
  // Paused while the mouse is over the carousel or keyboard focus is inside it; off for reduced motion.
  const autoplay = useRef(
    Autoplay({
      delay: AUTOPLAY_DELAY_MS,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
      stopOnInteraction: false,
    }),
  );

  const cards = useMemo(() => {
    const byId = new Map((sets ?? []).map((set) => [set.id, set]));
    return (featured ?? []).map((set) => byId.get(set.id) ?? set);
  }, [featured, sets]);

  const [viewportRef, embla] = useEmblaCarousel(
    { align: 'start', slidesToScroll: perView, loop: cards.length > perView },
    reduceMotion ? [] : [autoplay.current],
  );
  const [page, setPage] = useState({ selected: 0, count: 0, prev: false, next: false });
  useEffect(() => {
    if (!embla) return;
    const read = () =>
      setPage({
        selected: embla.selectedScrollSnap(),
        count: embla.scrollSnapList().length,
        prev: embla.canScrollPrev(),
        next: embla.canScrollNext(),
      });
    read();
    embla.on('select', read).on('reInit', read);
    return () => {
      embla.off('select', read).off('reInit', read);
    };
  }, [embla]);
  useEffect(() => {
    embla?.reInit({ align: 'start', slidesToScroll: perView, loop: cards.length > perView });
  }, [embla, perView, cards.length]);

  if (cards.length === 0) return null;

  return (
    <Stack gap="sm" data-testid="featured-carousel">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2}>{t('home.featured')}</Title>
        {page.count > 1 && (
          <Group gap="xs" wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              radius="xl"
              aria-label={t('home.carousel.previous')}
              aria-controls={regionId}
              disabled={!page.prev}
              onClick={() => embla?.scrollPrev()}
              data-testid="carousel-previous"
            >
              ‹
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              radius="xl"
              aria-label={t('home.carousel.next')}
              aria-controls={regionId}
              disabled={!page.next}
              onClick={() => embla?.scrollNext()}
              data-testid="carousel-next"
            >
              ›
            </ActionIcon>
          </Group>
        )}
      </Group>
      <Box
        id={regionId}
        role="region"
        aria-roledescription={t('home.carousel.role')}
        aria-label={t('home.featured')}
      >
        <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
          {page.count > 0 ? t('home.carousel.status', { n: page.selected + 1, total: page.count }) : ''}
        </VisuallyHidden>
        <div ref={viewportRef} style={{ overflow: 'hidden' }}>
          <div style={{ display: 'flex', marginLeft: -GAP_PX }}>
            {cards.map((set) => (
              <div key={set.id} style={{ flex: `0 0 ${100 / perView}%`, minWidth: 0, paddingLeft: GAP_PX }}>
                <SetCard set={set} imageSizes={ImageSizes.carouselCard} />
              </div>
            ))}
          </div>
        </div>
        {page.count > 1 && (
          <Group justify="center" gap={2} mt="xs">
            {Array.from({ length: page.count }, (_, index) => (
              <UnstyledButton
                // biome-ignore lint/suspicious/noArrayIndexKey: one dot per page, in order
                key={index}
                aria-label={t('home.carousel.goTo', { n: index + 1 })}
                aria-current={index === page.selected ? 'true' : undefined}
                onClick={() => embla?.scrollTo(index)}
                p={7}
              >
                <Box
                  w={index === page.selected ? 24 : 10}
                  h={10}
                  bg={index === page.selected ? 'indigo.7' : 'gray.5'}
                  style={{ borderRadius: 5, transition: 'width 150ms' }}
                />
              </UnstyledButton>
            ))}
          </Group>
        )}
      </Box>
    </Stack>
  );
}
