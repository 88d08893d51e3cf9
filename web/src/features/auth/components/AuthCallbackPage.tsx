import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthController } from '../auth-context';

/** /auth/callback: the identity provider sends the browser back here with code (or error) and state. */
export function AuthCallbackPage() {
  const { t } = useTranslation();
  const controller = useAuthController();
  useEffect(() => {
    void controller.completeSignIn(new URL(window.location.href));
  }, [controller]);
  return (
    <Center py={96} data-testid="auth-callback">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">{t('auth.processing')}</Text>
      </Stack>
    </Center>
  );
}
