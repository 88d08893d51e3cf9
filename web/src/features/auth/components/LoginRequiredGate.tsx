import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAppSelector } from '../../../shared/store/hooks';
import { useAuthController } from '../auth-context';

/** Spec §2: unauthenticated visitors on gated pages see this; its login button signs in and comes back here. */
export function LoginRequiredGate() {
  const { t } = useTranslation();
  const controller = useAuthController();
  const location = useLocation();
  const signingIn = useAppSelector((state) => state.auth.signingIn);
  return (
    <Center py={80} px="md">
      <Paper withBorder shadow="sm" p="xl" maw={420} w="100%" data-testid="login-required">
        <Stack align="center" gap="md">
          <Title order={2}>{t('gate.title')}</Title>
          <Text c="dimmed" ta="center">
            {t('gate.description')}
          </Text>
          <Group>
            <Button
              loading={signingIn}
              onClick={() => void controller.signIn({ returnTo: location.pathname + location.search })}
              data-testid="gate-login"
            >
              {t('gate.login')}
            </Button>
            <Button component={Link} to="/" variant="default" data-testid="gate-home">
              {t('app.home')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
