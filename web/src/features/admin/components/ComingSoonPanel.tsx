import { Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A back-office screen that is not built yet. */
export function ComingSoonPanel({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Center py={64} data-testid="admin-coming-soon">
      <Stack align="center" gap="xs">
        <Title order={3}>{t(titleKey)}</Title>
        <Text c="dimmed">
          {t('admin.preparing')} — {t('admin.preparingDescription')}
        </Text>
      </Stack>
    </Center>
  );
}
