import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PriceTag } from '../../catalogue/components/PriceTag';
import { QuestionCountLabel } from '../../catalogue/components/QuestionCountLabel';
import { SetCardActions } from '../../catalogue/components/SetCardActions';
import { SetVisual } from '../../catalogue/components/SetVisual';
import { isAwaitingPurchase, trialCountOf } from '../../catalogue/set-status';
import type { QuestionSet } from '../../catalogue/types';
import { StatusBadge } from './StatusBadge';

/** One set as a row of the list view. */
export function SetRow({ set }: { set: QuestionSet }) {
  const { t } = useTranslation();
  const awaiting = isAwaitingPurchase(set);
  return (
    <Paper withBorder p="sm" data-testid="set-card" data-set-id={set.id} data-set-title={set.title}>
      <Group justify="space-between" wrap="nowrap" gap="md">
        <SetVisual set={set} size={48} variant="thumb" />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs">
            <StatusBadge set={set} />
            <Text fw={600} truncate>
              {set.title}
            </Text>
          </Group>
          {set.description && (
            <Text size="sm" c="dimmed" lineClamp={1}>
              {set.description}
            </Text>
          )}
          <Group gap="md">
            <Text size="xs" c="dimmed">
              {set.category}
            </Text>
            <QuestionCountLabel count={set.questionCount} />
            {awaiting && <PriceTag set={set} />}
            {awaiting && (
              <Text size="xs" c="indigo">
                {t('set.trialCount', { count: trialCountOf(set) })}
              </Text>
            )}
          </Group>
        </Stack>
        <SetCardActions set={set} compact />
      </Group>
    </Paper>
  );
}
