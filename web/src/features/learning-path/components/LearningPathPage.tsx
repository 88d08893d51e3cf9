import '../../../shared/i18n/learning-path';
import '@mantine/charts/styles.css';
import type { LearningPath } from '@exam/domain/schemas';
import { BarChart } from '@mantine/charts';
import { Alert, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetLearningPathQuery } from '../../../entities/progress';
import { useLearner, useLearnerTimeZone } from '../../../entities/session';
import { errorStatus } from '../../../shared/api/api-error';
import { currentLanguage } from '../../../shared/i18n';
import { localeOf } from '../../../shared/i18n/format';
import { lazyNamed } from '../../../shared/ui/lazy-named';
import { bySet } from '../due-cards';
import { waitUntil } from '../wait-label';
import { DueSetCard } from './DueSetCard';
import { MyReportsPanel } from './MyReportsPanel';
import { ReadinessPanel } from './ReadinessPanel';
import { StudyPlanPanel } from './StudyPlanPanel';

const OfflineLearningPath = lazyNamed(() => import('./OfflineLearningPath'), 'OfflineLearningPath');

/** No answer from the server at all (no connection, or it timed out): the offline path is shown instead. */
const isUnreachable = (error: unknown) => {
  const status = errorStatus(error);
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
};

/** A minute clock, so 「あと 10 分」 counts down and a card moves to 今すぐ復習 when it falls due. */
function useMinuteClock(onTick: () => void) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => {
      setNow(Date.now());
      onTick();
    }, 30_000);
    return () => window.clearInterval(timer);
  }, [onTick]);
  return now;
}

function WaitText({ due, now }: { due: string; now: number }) {
  const { t } = useTranslation();
  const wait = waitUntil(due, now);
  return <>{t(wait.unit === 'minutes' ? 'learningPath.waitMinutes' : 'learningPath.waitHours', wait)}</>;
}

/** When the next card not due now falls due: always said, so an empty 今すぐ復習 never looks like the end. */
function NextReview({ path }: { path: LearningPath }) {
  const { t } = useTranslation();
  const now = Date.now();
  if (!path.nextReviewAt)
    return path.due.length === 0 ? (
      <Text size="sm" c="dimmed" data-testid="path-next-review">
        {t('learningPath.noNextReview')}
      </Text>
    ) : null;
  const at = new Intl.DateTimeFormat(localeOf(currentLanguage()), {
    timeZone: path.timeZone,
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(path.nextReviewAt));
  const wait = waitUntil(path.nextReviewAt, now);
  return (
    <Text size="sm" c="dimmed" data-testid="path-next-review">
      {t('learningPath.nextReview', {
        wait: t(wait.unit === 'minutes' ? 'learningPath.waitMinutes' : 'learningPath.waitHours', wait),
        at,
      })}
    </Text>
  );
}

/** Cards due later in the learner's today, apart from the due-now ones, each with its wait (「あと 10 分」). */
function LaterToday({ path }: { path: LearningPath }) {
  const { t } = useTranslation();
  const later = path.laterToday ?? [];
  const now = Date.now();
  if (later.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="path-later">
      <Title order={2} size="h4">
        {t('learningPath.laterToday', { count: later.length })}
      </Title>
      <Stack gap={4}>
        {later.map((card) => (
          <Paper key={card.questionId} withBorder px="sm" py={6} data-testid="path-later-card">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {card.setTitle} {t('learningPath.questionNumber', { n: card.questionNumber })}
              </Text>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                <WaitText due={card.due} now={now} />
              </Text>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * /learning-path (issue 17): today's reviews per set, the counts, and what falls due over two weeks. Each path
 * loaded online is kept on the device; with no connection the kept one is shown for the downloaded sets (issue 26).
 */
export function LearningPathPage() {
  const { t } = useTranslation();
  const { userId } = useLearner();
  const path = useGetLearningPathQuery(useLearnerTimeZone(), { refetchOnMountOrArgChange: true });
  // Every half minute: the waits count down, and a card whose time came is fetched as due now.
  const nextReviewAt = path.data?.nextReviewAt ?? null;
  const refetch = path.refetch;
  useMinuteClock(
    useCallback(() => {
      if (nextReviewAt && Date.parse(nextReviewAt) <= Date.now()) void refetch();
    }, [nextReviewAt, refetch]),
  );
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
            <StudyPlanPanel />
            <ReadinessPanel />
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
              <NextReview path={data} />
            </Stack>
            <LaterToday path={data} />
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
            <MyReportsPanel />
          </>
        )}
      </Stack>
    </Container>
  );
}
