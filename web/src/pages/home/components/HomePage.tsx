import { Container, Stack } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetQuestionSetsQuery } from '../../../entities/catalogue';
import { useHomeContent } from '../../../entities/home-content';
import { useLearner } from '../../../entities/session';
import { toast } from '../../../shared/ui/toast';
import { AnnouncementBanner } from './AnnouncementBanner';
import { Hero } from './Hero';
import { SetListSection } from './SetListSection';

// The carousel library loads beside the page, not before its first paint (issue 16).
const FeaturedCarousel = lazy(() =>
  import('./FeaturedCarousel').then((module) => ({ default: module.FeaturedCarousel })),
);

// Today's study plan, for a signed-in learner only: visitors never load it.
const TodayPlan = lazy(() =>
  import('../../../features/learning-path/lazy').then((module) => ({ default: module.TodayPlan })),
);

export function HomePage() {
  const { t } = useTranslation();
  const { content, isFallback, isError } = useHomeContent();
  const sets = useGetQuestionSetsQuery();
  const { userId } = useLearner();

  // Spec §4 home content loading: on failure use the local cache with a warning toast.
  useEffect(() => {
    if (isError) toast.warning(t('home.contentFallback'), { id: 'home-content-fallback' });
  }, [isError, t]);

  return (
    <>
      <Hero content={content} />
      <Container size="xl">
        <Stack gap="xl" mt="xl">
          <AnnouncementBanner announcements={content?.announcements ?? []} stale={isFallback} />
          {userId && (
            <Suspense fallback={null}>
              <TodayPlan />
            </Suspense>
          )}
          <Suspense fallback={null}>
            <FeaturedCarousel sets={sets.data} />
          </Suspense>
          <SetListSection
            sets={sets.data ?? []}
            isLoading={sets.isLoading}
            isError={sets.isError}
            featuredCategories={content?.featuredCategories ?? []}
            contentStamp={content?._lastUpdated ?? undefined}
            onRefetch={() => void sets.refetch()}
          />
        </Stack>
      </Container>
    </>
  );
}
