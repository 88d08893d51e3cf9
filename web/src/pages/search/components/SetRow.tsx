import { Flex, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  isAwaitingPurchase,
  PriceTag,
  QuestionCountLabel,
  type QuestionSet,
  SetVisual,
  trialCountOf,
} from '../../../entities/catalogue';
import { SetCardActions } from '../../../widgets/set-card';
import { StatusBadge } from './StatusBadge';

/**
 * One set as a row of the list view. On a phone the actions go below the text (issue 22: beside it they squeezed
 * a paid set's title to four characters and wrapped its price); from `sm` up they stay on the right.
 */
export function SetRow({ set }: { set: QuestionSet }) {
  const { t } = useTranslation();
  const awaiting = isAwaitingPurchase(set);
  return (
    <Paper withBorder p="sm" data-testid="set-card" data-set-id={set.id} data-set-title={set.title}>
      <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }} gap="sm">
        <Group wrap="nowrap" gap="md" align="flex-start" style={{ minWidth: 0, flex: 1 }}>
          <SetVisual set={set} size={48} variant="thumb" />
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs">
              <StatusBadge set={set} />
              <Text fw={600} lineClamp={2}>
                {set.title}
              </Text>
            </Group>
            {set.description && (
              <Text size="sm" c="dimmed" lineClamp={1}>
                {set.description}
              </Text>
            )}
            <Group gap="xs" style={{ columnGap: 'var(--mantine-spacing-md)' }}>
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
        </Group>
        <Group justify="flex-end" style={{ flexShrink: 0 }}>
          <SetCardActions set={set} compact />
        </Group>
      </Flex>
    </Paper>
  );
}
