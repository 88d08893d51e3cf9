import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type ConfirmModalProps = {
  message: string | null;
  /** A second paragraph under the question (what else the action affects). */
  detail?: string | null;
  busy?: boolean;
  color?: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A yes/no question; open while `message` is set. */
export function ConfirmModal({
  message,
  detail,
  busy,
  color = 'indigo',
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={message !== null} onClose={onCancel} title={t('admin.users.confirmTitle')} centered>
      <Stack data-testid="confirm-modal">
        <Text>{message}</Text>
        {detail && (
          <Text size="sm" c="orange.8" data-testid="confirm-detail">
            {detail}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('admin.users.cancel')}
          </Button>
          <Button color={color} loading={busy} onClick={onConfirm} data-testid="confirm-ok">
            {t('admin.users.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
