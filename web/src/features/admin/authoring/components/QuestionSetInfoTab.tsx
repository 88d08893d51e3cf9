import { Grid, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetQuestionSetsQuery } from '../../../../entities/catalogue';
import { LoadState } from '../../components/LoadState';
import { PassRuleEditor } from './PassRuleEditor';
import { SetInfoDetail } from './SetInfoDetail';
import { SetInfoList } from './SetInfoList';

/** Spec §9: set lists refresh every 30 s; kept as a fallback to the socket invalidation. */
const FALLBACK_REFRESH_MS = 30_000;

/** Admin spec §2 "Question set info": a searchable list on the left, the chosen set's detail on the right. */
export function QuestionSetInfoTab() {
  const { t } = useTranslation();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const {
    data: sets,
    isLoading,
    isError,
    refetch,
  } = useGetQuestionSetsQuery(undefined, {
    pollingInterval: FALLBACK_REFRESH_MS,
  });
  const selected = sets?.find((set) => set.id === selectedId) ?? null;

  if (isLoading || (isError && !sets)) {
    return (
      <LoadState
        loading={isLoading}
        failed={isError}
        message={t('authoringSets.info.loadFailed')}
        retryLabel={t('authoringSets.info.retry')}
        onRetry={() => void refetch()}
        testId="set-info-load-failed"
      />
    );
  }
  return (
    <Grid data-testid="set-info-tab" gap="md">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <SetInfoList sets={sets ?? []} selectedId={selectedId} onSelect={setSelectedId} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        {selected ? (
          <Stack>
            <SetInfoDetail key={selected.id} set={selected} onDeleted={() => setSelectedId(null)} />
            <PassRuleEditor key={`rule-${selected.id}`} questionSetId={selected.id} />
          </Stack>
        ) : (
          <Paper withBorder radius="md" p="xl">
            {/* The list stands left of the detail from `md` up and above it below (issue 39). */}
            <Text c="dimmed" ta="center" visibleFrom="md" data-testid="set-info-select-prompt">
              {t('authoringSets.info.selectPrompt')}
            </Text>
            <Text c="dimmed" ta="center" hiddenFrom="md" data-testid="set-info-select-prompt-above">
              {t('authoringSets.info.selectPromptAbove')}
            </Text>
          </Paper>
        )}
      </Grid.Col>
    </Grid>
  );
}
