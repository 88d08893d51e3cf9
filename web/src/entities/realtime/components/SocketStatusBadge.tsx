import { Affix, Badge, Button, Group, Paper, Tooltip } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../shared/store/hooks';
import { useRealtimeConnection } from '../realtime-context';
import { RECONNECT_POLICY } from '../reconnect-policy';

const COLORS = { connecting: 'yellow', connected: 'teal', disconnected: 'red' } as const;

/**
 * Spec §2: the socket status at the bottom right; connected, connecting, or disconnected with a reconnect button.
 * Issue 22: floating over the page it covered the banner, explanations, options and the last row's button, so
 * while connected it sits at the end of the page (in the footer's flow, right-aligned) and only floats while
 * the connection needs the learner's attention; even then it stays below a modal's overlay (Mantine's 200).
 */
export function SocketStatusBadge() {
  const { t } = useTranslation();
  const connection = useRealtimeConnection();
  const { connection: state, attempt, authFailed } = useAppSelector((root) => root.realtime);
  const { online } = useNetwork();
  const detail =
    state === 'connecting' && attempt > 0
      ? t('socket.attempt', { attempt, max: RECONNECT_POLICY.maxAttempts })
      : authFailed
        ? t('socket.authFailed')
        : t(`socket.${state}`);

  const badge = (
    <Paper shadow="sm" radius="xl" p={4} withBorder data-testid="socket-status" data-state={state}>
      <Group gap={6} wrap="nowrap">
        <Tooltip label={detail}>
          <Badge color={COLORS[state]} variant="dot" size="lg">
            {t(`socket.${state}`)}
          </Badge>
        </Tooltip>
        {state === 'disconnected' && (
          <Button size="compact-xs" variant="light" radius="xl" onClick={() => connection?.retry()}>
            {t('socket.reconnect')}
          </Button>
        )}
      </Group>
    </Paper>
  );

  // Issue 40: without a network the header's オフライン badge says it all (no 接続中 beside it); connecting sits in
  // the page's flow too, so only a lost connection that needs the learner's button floats over the page.
  if (!online) return null;
  if (state !== 'disconnected')
    return (
      <Group justify="flex-end" px="md" pb="md" bg="var(--mantine-color-default-hover)">
        {badge}
      </Group>
    );
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={150}>
      {badge}
    </Affix>
  );
}
