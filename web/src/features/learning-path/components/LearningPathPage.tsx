import '../../../shared/i18n/learning-path';
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Alert, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetLearningPathQuery } from '../../../entities/progress';
import { useLearner } from '../../../entities/session';
import { errorStatus } from '../../../shared/api/api-error';
import { lazyNamed } from '../../../shared/ui/lazy-named';
import { bySet } from '../due-cards';
import { DueSetCard } from './DueSetCard';

const OfflineLearningPath = lazyNamed(() => import('./OfflineLearningPath'), 'OfflineLearningPath');

/** No answer from the server at all (no connection, or it timed out): the offline path is shown instead. */
const isUnreachable = (error: unknown) => {
  const status = errorStatus(error);
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
};

/**
 * /learning-path (issue 17): today's reviews per set, the counts, and what falls due over two weeks. Each path
 * loaded online is kept on the device; with no connection the kept one is shown for the downloaded sets (issue 26).
 */
export function LearningPathPage() {
  const { t } = useTranslation();
  const { userId } = useLearner();
  const path = useGetLearningPathQuery(undefined, { refetchOnMountOrArgChange: true });
  const data = path.data;
  const loadedAt = path.fulfilledTimeStamp;
  useEffect(() => {
    if (!userId || !data || !loadedAt) return;
    void import('../../../entities/offline/lazy')
      .then(({ offlineStore }) => offlineStore.saveLearningPath(userId, data, new Date(loadedAt)))
      .catch(() => undefined);
  }, [userId, data, loadedAt]);
  const offline = userId !== null && !data && (path.isError ? isUnreachable(path.error) : !navigator.onLine);
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Title order={1}>{t('learningPath.title')}</Title>
        <Text c="dimmed">{t('learningPath.intro')}</Text>
        {path.isError && !offline && <Alert color="red">{t('learningPath.loadFailed')}</Alert>}
        {offline && (
          <Suspense fallback={null}>
            <OfflineLearningPath userId={userId} />
          </Suspense>
        )}
        {data && (
          <>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              {(['due', 'learning', 'review', 'new'] as const).map((key) => (
                <Paper key={key} withBorder p="md" data-testid={`path-count-${key}`}>
                  <Text size="sm" c="dimmed">
                    {t(`learningPath.counts.${key}`)}
                  </Text>
                  <Text fz={28} fw={700}>
                    {data.counts[key]}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
            <Stack gap="sm" data-testid="path-due">
              <Title order={2} size="h3">
                {t('learningPath.today', { count: data.counts.due })}
              </Title>
              {data.due.length === 0 ? (
                <Text data-testid="path-empty">{t('learningPath.nothingDue')}</Text>
              ) : (
                bySet(data.due).map((cards) => <DueSetCard key={cards[0]?.questionSetId} cards={cards} />)
              )}
            </Stack>
            <Stack gap="sm">
              <Title order={2} size="h3">
                {t('learningPath.forecast')}
              </Title>
              <BarChart
                h={220}
                data={data.forecast.map((day) => ({ date: day.date.slice(5), due: day.due }))}
                dataKey="date"
                series={[{ name: 'due', label: t('learningPath.dueSeries'), color: 'indigo.6' }]}
                yAxisProps={{ allowDecimals: false }}
                data-testid="path-forecast"
              />
            </Stack>
          </>
        )}
      </Stack>
    </Container>
  );
}
