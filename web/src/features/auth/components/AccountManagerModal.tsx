import {
  Badge,
  Button,
  Divider,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  authActions,
  clearAccountData,
  parseTokenExpiryDays,
  readAccounts,
  readTokenExpiryDays,
  type StoredAccount,
  setAutoLogin,
  sortByLastLogin,
  TOKEN_EXPIRY_CHOICES,
  writeAccounts,
  writeTokenExpiryDays,
} from '../../../entities/session';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { toast } from '../../../shared/ui/toast';
import { useAuthController } from '../auth-context';

const formatTime = (iso: string) =>
  new Date(iso).toLocaleString('ja-JP', { dateStyle: 'medium', timeStyle: 'short' });

/** Spec §2 Account manager modal. */
export function AccountManagerModal() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const controller = useAuthController();
  const opened = useAppSelector((state) => state.auth.modal === 'accounts');
  const activeUserId = useAppSelector((state) => state.auth.user?.id);
  const [accounts, setAccounts] = useState<StoredAccount[]>([]);
  const [expiryDays, setExpiryDays] = useState(readTokenExpiryDays);
  const [confirming, setConfirming] = useState<StoredAccount | null>(null);
  const [switching, setSwitching] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read storage whenever the modal opens or the user changes
  useEffect(() => {
    if (opened) setAccounts(readAccounts());
  }, [opened, activeUserId]);

  const close = () => dispatch(authActions.modalClosed());
  const update = (next: StoredAccount[]) => {
    writeAccounts(next);
    setAccounts(sortByLastLogin(next));
  };

  const onSwitch = async (userId: string) => {
    setSwitching(userId);
    const switched = await controller.switchAccount(userId);
    setSwitching(null);
    setAccounts(readAccounts());
    if (switched) close();
  };

  const onClear = () => {
    if (!confirming) return;
    clearAccountData(confirming.userId);
    setAccounts(readAccounts());
    setConfirming(null);
    toast.success(t('account.cleared'), { id: 'account-cleared' });
  };

  return (
    <>
      <Modal opened={opened && !confirming} onClose={close} title={t('account.title')} centered size="lg">
        <Stack data-testid="account-manager">
          <Text fw={600}>{t('account.stored')}</Text>
          {accounts.length === 0 && <Text c="dimmed">{t('account.empty')}</Text>}
          {accounts.map((account) => {
            const current = account.userId === activeUserId;
            return (
              <Paper
                key={account.userId}
                withBorder
                p="sm"
                data-testid="stored-account"
                data-username={account.username}
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2}>
                    <Group gap="xs">
                      <Text fw={600}>{account.username}</Text>
                      {current && (
                        <Badge color="teal" variant="light">
                          {t('account.current')}
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {t('account.lastLogin', { time: formatTime(account.lastLogin) })}
                    </Text>
                    <Switch
                      size="xs"
                      mt={4}
                      label={t('account.autoLogin')}
                      checked={account.autoLogin}
                      onChange={(event) =>
                        update(setAutoLogin(accounts, account.userId, event.currentTarget.checked))
                      }
                      data-testid="auto-login-toggle"
                    />
                  </Stack>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      disabled={current}
                      loading={switching === account.userId}
                      onClick={() => void onSwitch(account.userId)}
                      data-testid="switch-account"
                    >
                      {t('account.switch')}
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      onClick={() => setConfirming(account)}
                      data-testid="clear-account"
                    >
                      {t('account.clear')}
                    </Button>
                  </Group>
                </Group>
              </Paper>
            );
          })}
          <Button
            variant="light"
            onClick={() => void controller.signIn({ addAccount: true })}
            data-testid="add-account"
          >
            {t('account.addAccount')}
          </Button>
          <Divider />
          <Stack gap={4}>
            <Text fw={600}>{t('account.tokenExpiry')}</Text>
            <SegmentedControl
              value={String(expiryDays)}
              onChange={(value) => {
                const days = parseTokenExpiryDays(value);
                writeTokenExpiryDays(days);
                setExpiryDays(days);
              }}
              data={TOKEN_EXPIRY_CHOICES.map((days) => ({
                value: String(days),
                label: t('account.days', { count: days }),
              }))}
              data-testid="token-expiry"
            />
            <Text size="xs" c="dimmed">
              {t('account.tokenExpiryHint')}
            </Text>
          </Stack>
        </Stack>
      </Modal>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('account.clearConfirmTitle')}
        centered
      >
        <Stack>
          <Text>{t('account.clearConfirm', { username: confirming?.username ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t('account.cancel')}
            </Button>
            <Button color="red" onClick={onClear} data-testid="confirm-clear-account">
              {t('account.confirmClear')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
