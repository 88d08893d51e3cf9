import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { offlineStore, type StoredLearningPath, useOfflineState } from '../../../entities/offline';
import { currentLanguage } from '../../../shared/i18n';
import { formatDateTime } from '../../../shared/i18n/format';
import { bySet, type DueCard, offlineDueCards } from '../due-cards';
import { DueSetCard } from './DueSetCard';

type Read = { kept: StoredLearningPath | null; due: DueCard[]; answeredOffline: number };

const at = (iso: string) => formatDateTime(iso, currentLanguage());

/** The learner's kept learning path, limited to the downloaded sets and to what was not answered offline since. */
async function readOffline(userId: string): Promise<Read> {
  const [kept, bundles, results] = await Promise.all([
    offlineStore.learningPathOf(userId),
    offlineStore.bundlesOf(userId),
    offlineStore.resultsOf(userId),
  ]);
  if (!kept) return { kept: null, due: [], answeredOffline: 0 };
  const downloaded = new Map(
    bundles.map((entry) => [entry.setId, new Set(entry.bundle.questions.map((question) => question.id))]),
  );
  const answered = new Set(results.map((result) => result.questionId));
  const open = offlineDueCards(kept.path.due, downloaded, new Set());
  const due = offlineDueCards(kept.path.due, downloaded, answered);
  return { kept, due, answeredOffline: open.length - due.length };
}

/**
 * /learning-path with no connection (issue 26 item 3): the path as of the last time it loaded online, only the
 * downloaded sets, each reviewed from its bundle (the quiz runs offline, the answers go to the outbox).
 */
export function OfflineLearningPath({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { pending, bundles } = useOfflineState();
  const [read, setRead] = useState<Read | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again when the outbox or the downloads change
  useEffect(() => {
    let live = true;
    readOffline(userId)
      .then((found) => live && setRead(found))
      .catch(() => live && setRead({ kept: null, due: [], answeredOffline: 0 }));
    return () => {
      live = false;
    };
  }, [userId, pending, bundles]);
  if (!read) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (!read.kept)
    return (
      <Alert color="gray" title={t('learningPath.offline.title')} data-testid="path-offline">
        {t('learningPath.offline.notKept')}
      </Alert>
    );
  return (
    <Stack gap="sm">
      <Alert color="blue" title={t('learningPath.offline.title')} data-testid="path-offline">
        {t('learningPath.offline.asOf', { at: at(read.kept.savedAt) })}
      </Alert>
      <Stack gap="sm" data-testid="path-due">
        <Title order={2} size="h3">
          {t('learningPath.today', { count: read.due.length })}
        </Title>
        {read.due.length === 0 ? (
          <Text data-testid="path-empty">{t('learningPath.offline.nothingDue')}</Text>
        ) : (
          bySet(read.due).map((cards) => <DueSetCard key={cards[0]?.questionSetId} cards={cards} />)
        )}
        {read.answeredOffline > 0 && (
          <Text size="sm" c="dimmed" data-testid="path-answered-offline">
            {t('learningPath.offline.answeredOffline', { count: read.answeredOffline })}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
