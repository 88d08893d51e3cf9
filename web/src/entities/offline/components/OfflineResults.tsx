import '../../../shared/i18n/offline';
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OfflineResult } from '../offline-db';
import { useOfflineState } from '../offline-state';
import { offlineStore } from '../offline-store';

/** The wrong answers given offline, by set, still waiting to be sent: the latest answer per question counts. */
export const offlineWrongBySet = (results: readonly OfflineResult[]) => {
  const latest = new Map<string, OfflineResult>();
  for (const result of [...results].sort((a, b) => a.answeredAt.localeCompare(b.answeredAt)))
    latest.set(result.questionId, result);
  const bySet = new Map<string, string[]>();
  for (const result of latest.values()) {
    if (result.isCorrect) continue;
    bySet.set(result.questionSetId, [...(bySet.get(result.questionSetId) ?? []), result.questionId]);
  }
  return bySet;
};

/**
 * Wrong answers given with no connection and not yet sent (the server's 間違えた問題 has them once synced):
 * practised again from the downloaded set, offline too.
 */
export function OfflineResults({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { pending, bundles } = useOfflineState();
  const [results, setResults] = useState<OfflineResult[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again whenever the outbox changes
  useEffect(() => {
    let live = true;
    void offlineStore.resultsOf(userId).then((found) => live && setResults(found));
    return () => {
      live = false;
    };
  }, [userId, pending]);
  const bySet = offlineWrongBySet(results);
  if (bySet.size === 0) return null;
  return (
    <Stack gap="xs" data-testid="offline-wrong">
      <Title order={3} size="h4">
        {t('offline.offlineWrongTitle')}
      </Title>
      {[...bySet].map(([setId, questionIds]) => (
        <Card key={setId} withBorder padding="sm">
          <Anchor
            component={Link}
            to={`/quiz/${encodeURIComponent(setId)}?mode=wrong-answers&questions=${questionIds.map(encodeURIComponent).join(',')}`}
          >
            {bundles.find((entry) => entry.setId === setId)?.title ?? setId}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('offline.questions', { count: questionIds.length })}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
