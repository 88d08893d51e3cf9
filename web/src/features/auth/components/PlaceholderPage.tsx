import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Spec §2: /mock-exam, /learning-path, /blog and /about are navigation targets only. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" data-testid="placeholder-page">
        <Title order={1}>{t(titleKey)}</Title>
        <Text c="dimmed">{t('placeholder.comingSoon')}</Text>
        <Button component={Link} to="/" variant="light">
          {t('app.home')}
        </Button>
      </Stack>
    </Container>
  );
}
