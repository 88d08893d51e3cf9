import '../../../shared/i18n/offline';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../shared/i18n';
import { formatDate } from '../../../shared/i18n/format';
import { formatBytes } from '../bytes';
import { offlineState, useOfflineState } from '../offline-state';
import { offlineStore } from '../offline-store';
import { OfflineResults } from './OfflineResults';

type Estimate = { usage: number; quota: number } | null;

const useStorageEstimate = (bundleCount: number): Estimate => {
  const [estimate, setEstimate] = useState<Estimate>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the bundles change
  useEffect(() => {
    let live = true;
    void navigator.storage
      ?.estimate?.()
      .then(({ usage, quota }) => {
        if (live && usage !== undefined && quota !== undefined) setEstimate({ usage, quota });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [bundleCount]);
  return estimate;
};

/**
 * The profile's offline section (issue 26 item 2): the downloaded sets with the space they take and a delete
 * button, the answers waiting to be sent, and the answers the server refused at sync until dismissed.
 */
export function OfflineTab() {
  const { t } = useTranslation();
  const { bundles, pending, conflicts, userId } = useOfflineState();
  const estimate = useStorageEstimate(bundles.length);
  const stored = bundles.reduce((sum, entry) => sum + entry.bytes, 0);

  const remove = async (setId: string) => {
    await offlineStore.deleteBundle(setId);
    await offlineState.refresh(userId);
  };
  const dismiss = async (id: string) => {
    await offlineStore.dismissConflict(id);
    await offlineState.refresh(userId);
  };

  return (
    <Stack gap="md" data-testid="offline-section">
      {conflicts.length > 0 && (
        <Stack gap="xs" data-testid="offline-conflicts">
          <Title order={3} size="h4">
            {t('offline.conflictsTitle')}
          </Title>
          {conflicts.map((conflict) => (
            <Alert key={conflict.id} color="orange" title={conflict.message} data-testid="offline-conflict">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text size="sm">
                  {t('offline.conflict', {
                    title: conflict.title || conflict.questionSetId,
                    count: conflict.count,
                  })}
                </Text>
                <Button size="xs" variant="light" color="orange" onClick={() => void dismiss(conflict.id)}>
                  {t('offline.dismiss')}
                </Button>
              </Group>
            </Alert>
          ))}
        </Stack>
      )}
      <Title order={3} size="h4">
        {t('offline.sectionTitle')}
      </Title>
      <Text size="sm" data-testid="offline-space">
        {t('offline.spaceUsed', { size: formatBytes(stored) })}
        {estimate &&
          ` ・ ${t('offline.quota', { usage: formatBytes(estimate.usage), quota: formatBytes(estimate.quota) })}`}
      </Text>
      {pending > 0 && (
        <Text size="sm" data-testid="offline-pending">
          {t('offline.pendingSection', { count: pending })}
        </Text>
      )}
      {bundles.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="offline-none">
          {t('offline.none')}
        </Text>
      ) : (
        bundles.map((entry) => (
          <Card key={entry.setId} withBorder padding="sm" data-testid="offline-set" data-set-id={entry.setId}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Anchor
                  component={Link}
                  to={`/quiz/${encodeURIComponent(entry.setId)}`}
                  fw={600}
                  style={{ overflowWrap: 'anywhere' }}
                  data-testid="offline-set-open"
                >
                  {entry.title}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {t('offline.questions', { count: entry.questionCount })} ・ {formatBytes(entry.bytes)} ・{' '}
                  {entry.expiresAt
                    ? t('offline.expires', { date: formatDate(entry.expiresAt, currentLanguage()) })
                    : t('offline.noExpiry')}
                </Text>
              </Stack>
              <Button
                color="red"
                variant="light"
                size="xs"
                onClick={() => void remove(entry.setId)}
                aria-label={t('offline.deleteNamed', { title: entry.title })}
                data-testid="offline-delete"
              >
                {t('offline.delete')}
              </Button>
            </Group>
          </Card>
        ))
      )}
      {userId && <OfflineResults userId={userId} />}
    </Stack>
  );
}
