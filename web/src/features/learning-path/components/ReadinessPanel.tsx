import '../../../shared/i18n/readiness';
import { Alert, Badge, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGetReadinessQuery } from '../readiness-api';

const percent = (value: number) => Math.round(value * 100);

/** Per practised set: 「合格の見込み 72%（±9）」, the fields under the pass mark, and what to practise next. */
export function ReadinessPanel() {
  const { t } = useTranslation();
  const readiness = useGetReadinessQuery(undefined, { refetchOnMountOrArgChange: true });
  if (readiness.isError) return <Alert color="red">{t('readiness.loadFailed')}</Alert>;
  const sets = readiness.data?.sets;
  if (!sets) return null;
  return (
    <Stack gap="sm" data-testid="readiness">
      <Title order={2} size="h3">
        {t('readiness.title')}
      </Title>
      {sets.length === 0 && <Text c="dimmed">{t('readiness.none')}</Text>}
      {sets.map((set) => (
        <Paper key={set.questionSetId} withBorder p="md" data-testid="readiness-set">
          <Stack gap={6}>
            <Text fw={600}>{set.setTitle}</Text>
            <Text fz="xl" fw={700} data-testid="readiness-chance">
              {t('readiness.chance', {
                percent: percent(set.passProbability),
                margin: Math.round(percent(set.high - set.low) / 2),
              })}
            </Text>
            <Progress
              value={percent(set.passProbability)}
              color={set.passProbability >= 0.8 ? 'teal' : set.passProbability >= 0.5 ? 'yellow' : 'red'}
              aria-label={t('readiness.title')}
            />
            {set.holdingBack.length > 0 && (
              <Group gap="xs">
                {set.holdingBack.map((field) => (
                  <Badge key={field} color="red" variant="light" data-testid="readiness-below">
                    {t('readiness.belowMark', { field })}
                  </Badge>
                ))}
              </Group>
            )}
            <Text size="sm">{t('readiness.next', set.next)}</Text>
            <Text size="xs" c="dimmed">
              {t('readiness.basedOn', {
                answers: set.basedOn.answers,
                exams: set.basedOn.mockExams,
                questions: set.basedOn.questions,
                seen: set.basedOn.seen,
              })}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
