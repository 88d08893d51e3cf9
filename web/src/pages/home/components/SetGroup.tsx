import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionSet } from '../../../entities/catalogue';
import { SetCard } from '../../../widgets/set-card';

type SetGroupProps = { groupKey: string; title: string; sets: QuestionSet[]; action?: ReactNode };

/** A titled group with a count badge; the grid grows to 5 columns on wide screens. */
export function SetGroup({ groupKey, title, sets, action }: SetGroupProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid={`group-${groupKey}`} data-count={sets.length}>
      <Group justify="space-between">
        <Group gap="xs">
          <Title order={3}>{title}</Title>
          <Badge variant="light" size="lg" data-testid="count-badge">
            {sets.length}
          </Badge>
        </Group>
        {action}
      </Group>
      {sets.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('home.emptyGroup')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4, xl: 5 }} spacing="md">
          {sets.map((set) => (
            <SetCard key={set.id} set={set} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
