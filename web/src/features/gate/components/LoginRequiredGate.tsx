import { Button, Center, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Spec §2: unauthenticated visitors on gated pages see this. Sign-in arrives with the identity issue. */
export function LoginRequiredGate() {
  const { t } = useTranslation();
  return (
    <Center py={80} px="md">
      <Paper withBorder shadow="sm" p="xl" maw={420} w="100%" data-testid="login-required">
        <Stack align="center" gap="md">
          <Title order={2}>{t('gate.title')}</Title>
          <Text c="dimmed" ta="center">
            {t('gate.description')}
          </Text>
          <Group>
            <Tooltip label={t('gate.preparing')}>
              <Button disabled data-testid="gate-login">
                {t('gate.login')}（{t('gate.preparing')}）
              </Button>
            </Tooltip>
            <Button component={Link} to="/" variant="default" data-testid="gate-home">
              {t('app.home')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
