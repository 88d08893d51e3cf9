import { Button, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function EmptyState({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl" data-testid="empty-state">
      <Stack align="center" gap="sm">
        <Text fw={600}>{t('home.empty')}</Text>
        <Button variant="light" onClick={onReset} data-testid="reset-filters">
          {t('home.resetFilters')}
        </Button>
      </Stack>
    </Paper>
  );
}
