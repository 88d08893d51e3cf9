import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SetVisual, useGetQuestionSetsQuery } from '../../../../entities/catalogue';
import { LoadState } from '../../components/LoadState';
import { QuestionManager } from './QuestionManager';

/** Admin spec §2: the list refreshes itself every 30 s; socket invalidation usually refreshes it sooner. */
const FALLBACK_REFRESH_MS = 30_000;

type Opened = { questionSetId: string; adding: boolean } | null;

/** Admin spec §2 "Manage question sets": a card per set, each with add-question and manage-questions. */
export function ManageQuestionSetsTab() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<Opened>(null);
  const {
    data: sets,
    isLoading,
    isError,
    refetch,
  } = useGetQuestionSetsQuery(undefined, {
    pollingInterval: FALLBACK_REFRESH_MS,
  });
  const openedSet = sets?.find((set) => set.id === opened?.questionSetId);

  if (isLoading || (isError && !sets)) {
    return (
      <LoadState
        loading={isLoading}
        failed={isError}
        message={t('authoringQuestions.manage.loadError')}
        retryLabel={t('authoringQuestions.manage.reload')}
        onRetry={() => void refetch()}
        testId="manage-sets-load-failed"
      />
    );
  }
  if (opened && openedSet) {
    return <QuestionManager set={openedSet} startAdding={opened.adding} onBack={() => setOpened(null)} />;
  }
  return (
    <Stack data-testid="manage-sets">
      <Title order={2} size="h3">
        {t('authoringQuestions.manage.heading')}
      </Title>
      {(sets ?? []).length === 0 && <Text c="dimmed">{t('authoringQuestions.manage.noSets')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {(sets ?? []).map((set) => (
          <Card key={set.id} withBorder padding="sm" data-testid="manage-set-card" data-set-title={set.title}>
            <Card.Section>
              <SetVisual set={set} size={96} variant="banner" />
            </Card.Section>
            <Stack gap={6} mt="sm">
              <Text fw={600} lineClamp={2}>
                {set.title}
              </Text>
              <Group gap="xs">
                <Badge variant="light">{set.category || '—'}</Badge>
                <Text size="sm" c="dimmed">
                  {t('authoringQuestions.manage.questionCount', { count: set.questionCount })}
                </Text>
              </Group>
              <Group gap="xs" mt={4}>
                <Button
                  size="xs"
                  onClick={() => setOpened({ questionSetId: set.id, adding: true })}
                  data-testid="manage-set-add-question"
                >
                  {t('authoringQuestions.manage.addQuestion')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setOpened({ questionSetId: set.id, adding: false })}
                  data-testid="manage-set-manage-questions"
                >
                  {t('authoringQuestions.manage.manageQuestions')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
