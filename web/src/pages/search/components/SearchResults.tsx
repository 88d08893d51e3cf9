import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuestionSet } from '../../../entities/catalogue';
import { SetCard } from '../../../widgets/set-card';
import type { ViewMode } from './SearchToolbar';
import { SetRow } from './SetRow';

export function SearchResults({ sets, view }: { sets: QuestionSet[]; view: ViewMode }) {
  const { t } = useTranslation();
  if (sets.length === 0) {
    return (
      <Paper withBorder p="xl" data-testid="empty-state">
        <Text ta="center" c="dimmed">
          {t('search.empty')}
        </Text>
      </Paper>
    );
  }
  if (view === 'list') {
    return (
      <Stack gap="xs" data-testid="result-list">
        {sets.map((set) => (
          <SetRow key={set.id} set={set} />
        ))}
      </Stack>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4, xl: 5 }} spacing="md" data-testid="result-grid">
      {sets.map((set) => (
        <SetCard key={set.id} set={set} />
      ))}
    </SimpleGrid>
  );
}
