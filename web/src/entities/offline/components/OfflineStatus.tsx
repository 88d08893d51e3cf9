import '../../../shared/i18n/offline';
import { Badge, Group } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLearner } from '../../session';
import { useOfflineState } from '../offline-state';
import { useOfflineSync } from '../use-offline-sync';

/**
 * The header's offline status (issue 26 item 3): オフライン while the connection is down, and the number of
 * answers waiting to be sent instead of an error. Also runs the outbox sync while a learner is signed in.
 */
export function OfflineStatus() {
  const { t } = useTranslation();
  const learner = useLearner();
  useOfflineSync(learner.userId);
  const { pending, userId } = useOfflineState();
  const { online } = useNetwork();
  const shownPending = userId === learner.userId ? pending : 0;
  if (online && shownPending === 0) return null;
  return (
    <Group gap={4} wrap="nowrap" data-testid="offline-status">
      {!online && (
        // On a phone the header has room for one badge: the count wins (the quiz says it is offline too).
        <Badge
          color="gray.7"
          variant="filled"
          visibleFrom={shownPending > 0 ? 'sm' : undefined}
          style={{ flexShrink: 0 }}
          data-testid="offline-badge"
        >
          {t('offline.offlineMode')}
        </Badge>
      )}
      {shownPending > 0 && (
        <Badge
          component={Link}
          to="/profile?tab=offline"
          color="yellow.5"
          autoContrast
          variant="filled"
          style={{ cursor: 'pointer', flexShrink: 0 }}
          aria-label={t('offline.pendingLabel', { count: shownPending })}
          data-testid="outbox-badge"
          data-count={shownPending}
        >
          {t('offline.pending', { count: shownPending })}
        </Badge>
      )}
    </Group>
  );
}
