import { formatDuration } from '@exam/domain/rules';
import { Alert, Badge, Button, Group, Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CoverageLine,
  type SetProgressStats,
  UnseenButton,
  useGetProgressStatsQuery,
} from '../../../entities/progress';
import { currentLanguage } from '../../../shared/i18n';
import { formatDateTime } from '../../../shared/i18n/format';
import { toast } from '../../../shared/ui/toast';
import {
  completionPercent,
  isCompleted,
  isResumable,
  PROFILE_REFRESH_MS,
  progressColor,
  resumeUrl,
  sortByLastAccessed,
} from '../progress-view';

/** Spec §2 profile progress tab: per-set stats, resume within 24 h, refresh every 5 minutes, retry on failure. */
export function ProgressTab() {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch, fulfilledTimeStamp } = useGetProgressStatsQuery(undefined, {
    pollingInterval: PROFILE_REFRESH_MS,
    refetchOnMountOrArgChange: true,
  });
  // "Within 24 h" is judged at the time of the last fetch (refreshed every 5 minutes).
  const now = fulfilledTimeStamp ?? 0;

  useEffect(() => {
    if (isError) toast.error(t('profile.progress.fetchFailed'), { id: 'profile-progress-failed' });
  }, [isError, t]);

  if (isLoading) return <Loader size="sm" />;
  if (isError && !data) {
    return (
      <Alert color="red" title={t('profile.progress.loadFailed')} data-testid="progress-error">
        <Button size="xs" mt="sm" onClick={() => void refetch()} data-testid="progress-retry">
          {t('profile.progress.retry')}
        </Button>
      </Alert>
    );
  }
  const items = sortByLastAccessed(Object.values(data ?? {}));
  if (items.length === 0) return <Text c="dimmed">{t('profile.progress.empty')}</Text>;

  return (
    <Stack gap="sm">
      {items.map((stats) => (
        <ProgressItem key={stats.questionSetId} stats={stats} now={now} />
      ))}
    </Stack>
  );
}

function ProgressItem({ stats, now }: { stats: SetProgressStats; now: number }) {
  const { t } = useTranslation();
  const percent = completionPercent(stats);
  const lastAccessed = new Date(stats.lastAccessed);
  return (
    <Paper withBorder p="md" data-testid="progress-item" data-set-id={stats.questionSetId}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Group gap="xs">
            <Text fw={700}>{stats.title}</Text>
            {isCompleted(stats) && (
              <Badge color="teal" variant="light">
                {t('profile.progress.completed')}
              </Badge>
            )}
          </Group>
          <Group gap="xs">
            {isResumable(stats, now) && !isCompleted(stats) && (
              <Button size="xs" component={Link} to={resumeUrl(stats)} data-testid="progress-resume">
                {t('profile.progress.resume')}
              </Button>
            )}
            <Button
              size="xs"
              variant="default"
              component={Link}
              to={`/quiz/${encodeURIComponent(stats.questionSetId)}`}
            >
              {t('profile.progress.practise')}
            </Button>
            <UnseenButton setId={stats.questionSetId} />
          </Group>
        </Group>
        <Progress
          value={percent}
          color={progressColor(percent)}
          aria-label={t('profile.progress.questions', {
            done: stats.completedQuestions,
            total: stats.totalQuestions,
          })}
        />
        <Group gap="lg">
          <Text size="sm" data-testid="progress-questions">
            {t('profile.progress.questions', { done: stats.completedQuestions, total: stats.totalQuestions })}
          </Text>
          <Text size="sm">{t('profile.progress.accuracy', { value: Math.round(stats.accuracy) })}</Text>
          <Text size="sm">{t('profile.progress.time', { time: formatDuration(stats.totalTimeSpent) })}</Text>
          <CoverageLine setId={stats.questionSetId} />
          {Number.isFinite(lastAccessed.getTime()) && lastAccessed.getTime() > 0 && (
            <Text size="sm" c="dimmed">
              {t('profile.progress.lastAccessed', { date: formatDateTime(lastAccessed, currentLanguage()) })}
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
