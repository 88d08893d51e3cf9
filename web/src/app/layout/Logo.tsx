import { Anchor, Group, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Logo() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/" underline="never" c="inherit" aria-label={t('nav.home')}>
      <Group gap={8} wrap="nowrap">
        <ThemeIcon variant="gradient" gradient={{ from: 'indigo', to: 'cyan' }} radius="md" size="lg">
          <Text fw={800} size="sm" c="white">
            IT
          </Text>
        </ThemeIcon>
        <Text fw={700} size="lg">
          {t('app.name')}
        </Text>
      </Group>
    </Anchor>
  );
}
