import { Alert, Badge, Button, Group, Loader, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyProbeServerQuery } from '../sets-api';

export type ConnectionStatus = 'checking' | 'online' | 'offline';

/** Admin spec §4 add-set connection status: probes the server on mount and on retry. */
export function useServerConnection() {
  const [probe] = useLazyProbeServerQuery();
  const [status, setStatus] = useState<ConnectionStatus>('checking');
  const check = useCallback(async () => {
    setStatus('checking');
    const result = await probe(undefined, false);
    setStatus(result.isSuccess ? 'online' : 'offline');
  }, [probe]);
  useEffect(() => {
    void check();
  }, [check]);
  return { status, retry: check };
}

/** Checking / online as a badge; offline as the spec's message with a retry-connection button. */
export function ServerConnectionStatus({
  status,
  onRetry,
}: {
  status: ConnectionStatus;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (status === 'offline') {
    return (
      <Alert color="red" data-testid="add-set-connection" data-status={status}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">{t('authoringSets.connection.offline')}</Text>
          <Button
            size="xs"
            variant="white"
            color="red"
            onClick={onRetry}
            data-testid="add-set-connection-retry"
          >
            {t('authoringSets.connection.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <Group gap="xs" data-testid="add-set-connection" data-status={status}>
      {status === 'checking' ? (
        <Badge variant="light" color="gray" leftSection={<Loader size={10} />}>
          {t('authoringSets.connection.checking')}
        </Badge>
      ) : (
        <Badge variant="light" color="teal">
          {t('authoringSets.connection.online')}
        </Badge>
      )}
    </Group>
  );
}
