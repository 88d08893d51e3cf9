import { Button, Center, Group, List, Loader, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { authActions } from '../../../entities/session';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { useAuthController } from '../auth-context';

const INFO_KEYS = [
  'auth.modal.infoExisting',
  'auth.modal.infoAutoRegister',
  'auth.modal.infoVerification',
  'auth.modal.infoMfa',
  'auth.modal.infoPasswordReset',
] as const;

/** Spec §2 Login modal: authenticating spinner, success panel, or the sign-in button with its info list. */
export function LoginModal() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const controller = useAuthController();
  const { modal, status, user, error, signingIn } = useAppSelector((state) => state.auth);
  const close = () => dispatch(authActions.modalClosed());
  const na = (value: string | null | undefined) => (value?.trim() ? value : t('auth.modal.notAvailable'));

  let body: React.ReactNode;
  if (status === 'loading' || signingIn) {
    body = (
      <Center py="xl" data-testid="login-authenticating">
        <Stack align="center" gap="sm">
          <Loader />
          <Text c="dimmed">{t('auth.modal.authenticating')}</Text>
        </Stack>
      </Center>
    );
  } else if (status === 'authenticated' && user) {
    body = (
      <Stack data-testid="login-success">
        <Title order={4}>{t('auth.modal.successTitle')}</Title>
        <Table variant="vertical" withTableBorder>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={140}>{t('auth.modal.email')}</Table.Th>
              <Table.Td data-testid="login-success-email">{na(user.email)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('auth.modal.name')}</Table.Th>
              <Table.Td>{na(user.name ?? user.username)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('auth.modal.phone')}</Table.Th>
              <Table.Td>{na(user.phoneNumber)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button
            variant="default"
            color="red"
            onClick={() => void controller.signOut()}
            data-testid="login-sign-out"
          >
            {t('auth.modal.signOut')}
          </Button>
          <Button onClick={close} data-testid="login-continue">
            {t('auth.modal.continue')}
          </Button>
        </Group>
      </Stack>
    );
  } else {
    body = (
      <Stack>
        {error && (
          <Text c="red" size="sm" data-testid="login-error">
            {error.kind === 'state-mismatch'
              ? t('auth.stateReset')
              : t('auth.authError', { message: error.message })}
          </Text>
        )}
        <Button size="md" onClick={() => void controller.signIn()} data-testid="login-start">
          {t('auth.modal.signIn')}
        </Button>
        <Text fw={600} size="sm">
          {t('auth.modal.infoTitle')}
        </Text>
        <List size="sm" spacing={4}>
          {INFO_KEYS.map((key) => (
            <List.Item key={key}>{t(key)}</List.Item>
          ))}
        </List>
        {error?.kind === 'state-mismatch' && (
          <Button
            variant="light"
            color="orange"
            onClick={() => controller.resetAuthState()}
            data-testid="login-reset-state"
          >
            {t('auth.modal.resetState')}
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <Modal
      opened={modal === 'login'}
      onClose={close}
      title={t('auth.modal.title')}
      centered
      data-testid="login-modal"
    >
      {body}
    </Modal>
  );
}
