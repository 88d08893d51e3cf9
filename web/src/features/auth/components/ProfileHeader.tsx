import { Badge, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../shared/store/hooks';

/** The signed-in user's name and e-mail, at the top of /profile. */
export function ProfileHeader() {
  const { t } = useTranslation();
  const user = useAppSelector((state) => state.auth.user);
  if (!user) return null;
  return (
    <Container size="lg" pt="xl">
      <Paper withBorder p="lg" data-testid="profile-header">
        <Stack gap={4}>
          <Title order={2}>{t('profileHeader.title')}</Title>
          <Group gap="xs">
            <Text c="dimmed">{t('profileHeader.username')}:</Text>
            <Text fw={600} data-testid="profile-username">
              {user.username}
            </Text>
            {user.isAdmin && <Badge color="grape">{t('profileHeader.admin')}</Badge>}
          </Group>
          {/* Issue 22: on a phone the label wrapped away from a long address; the address breaks instead. */}
          <Group gap="xs" wrap="nowrap" align="baseline">
            <Text c="dimmed" style={{ flexShrink: 0 }}>
              {t('profileHeader.email')}:
            </Text>
            <Text data-testid="profile-email" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {user.email || '—'}
            </Text>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
