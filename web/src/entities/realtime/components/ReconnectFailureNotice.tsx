import { Affix, Button, Group, Notification } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../shared/store/hooks';
import { dismissFailureNoticeForever, isFailureNoticeDismissed } from '../failure-notice-dismissal';
import { useRealtimeConnection } from '../realtime-context';
import { RECONNECT_POLICY } from '../reconnect-policy';

/** Spec §2: after the reconnection attempts are spent, a notice with retry and permanent dismiss. */
export function ReconnectFailureNotice() {
  const { t } = useTranslation();
  const connection = useRealtimeConnection();
  const gaveUp = useAppSelector((root) => root.realtime.gaveUp);
  const [dismissed, setDismissed] = useState(isFailureNoticeDismissed);
  const [closed, setClosed] = useState(false);

  // Closing hides this failure only; the next round of failed attempts shows the notice again.
  useEffect(() => {
    if (!gaveUp) setClosed(false);
  }, [gaveUp]);

  if (!gaveUp || dismissed || closed) return null;

  const dismissForever = () => {
    dismissFailureNoticeForever();
    setDismissed(true);
  };

  return (
    <Affix position={{ bottom: 64, right: 16 }} zIndex={200}>
      <Notification
        color="red"
        title={t('socket.failedTitle')}
        onClose={() => setClosed(true)}
        maw={360}
        data-testid="socket-failure-notice"
      >
        {t('socket.failedMessage', { max: RECONNECT_POLICY.maxAttempts })}
        <Group gap="xs" mt="xs">
          <Button size="xs" onClick={() => connection?.retry()}>
            {t('socket.retry')}
          </Button>
          <Button size="xs" variant="subtle" color="gray" onClick={dismissForever}>
            {t('socket.dismissForever')}
          </Button>
        </Group>
      </Notification>
    </Affix>
  );
}
