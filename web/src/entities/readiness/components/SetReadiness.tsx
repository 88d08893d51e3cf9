import '../../../shared/i18n/readiness';
import type { ReadinessView } from '@exam/domain/schemas';
import { Badge, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type SetReadinessView = ReadinessView['sets'][number];

const percent = (value: number) => Math.round(value * 100);

/**
 * One set's estimate in plain words, on the learning path and the set's page: 「合格の見込み 72%（±9）」, the fields
 * under the pass mark, what to practise next and what the figure rests on.
 */
export function SetReadiness({ set, showTitle = true }: { set: SetReadinessView; showTitle?: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" data-testid="readiness-set">
      <Stack gap={6}>
        {showTitle && <Text fw={600}>{set.setTitle}</Text>}
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
        <Text size="sm" data-testid="readiness-next">
          {t('readiness.next', set.next)}
        </Text>
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
  );
}
