import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  forgetListSession,
  useDeleteWrongAnswerMutation,
  useGetWrongAnswerCountsQuery,
  useGetWrongAnswersQuery,
  useUpdateWrongAnswerMemoMutation,
  type WrongAnswer,
} from '../../../entities/progress';
import { SafeHtml } from '../../../shared/ui/SafeHtml';
import { toast } from '../../../shared/ui/toast';
import { groupWrongAnswers, optionLetters, wrongAnswerPracticeUrl } from '../wrong-answer-groups';

type BookFilter = 'unresolved' | 'resolved';

/**
 * Spec §2 profile wrong-answers tab: review, delete, memo, and practise a set's wrong answers. Issue 40: the open
 * entries by default, so the book empties as the learner answers right; the 解決済み filter shows the rest. Both
 * counts follow every answer at once (the learner's answers invalidate the book's tag on every open screen).
 */
export function WrongAnswersTab() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<BookFilter>('unresolved');
  const counts = useGetWrongAnswerCountsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Stack gap="md">
      <SegmentedControl
        value={filter}
        onChange={(value) => setFilter(value as BookFilter)}
        data-testid="wrong-answer-filter"
        w="fit-content"
        data={[
          {
            value: 'unresolved',
            label: t('profile.wrong.filterOpen', { count: counts.data?.unresolved ?? 0 }),
          },
          {
            value: 'resolved',
            label: t('profile.wrong.filterResolved', { count: counts.data?.resolved ?? 0 }),
          },
        ]}
      />
      <WrongAnswerList filter={filter} />
    </Stack>
  );
}

function WrongAnswerList({ filter }: { filter: BookFilter }) {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useGetWrongAnswersQuery(filter, {
    refetchOnMountOrArgChange: true,
  });

  useEffect(() => {
    if (isError) toast.error(t('profile.wrong.fetchFailed'), { id: 'profile-wrong-failed' });
  }, [isError, t]);

  if (isLoading) return <Loader size="sm" />;
  if (isError && !data) {
    return (
      <Alert color="red" title={t('profile.wrong.fetchFailed')}>
        <Button size="xs" mt="sm" onClick={() => void refetch()}>
          {t('profile.wrong.retry')}
        </Button>
      </Alert>
    );
  }
  const groups = groupWrongAnswers(data ?? []);
  if (groups.length === 0)
    return (
      <Text c="dimmed" data-testid="wrong-answer-empty">
        {t(filter === 'resolved' ? 'profile.wrong.emptyResolved' : 'profile.wrong.empty')}
      </Text>
    );

  return (
    <Stack gap="xl">
      {groups.map((group) => (
        <Stack
          key={group.questionSetId}
          gap="sm"
          data-testid="wrong-answer-group"
          data-set-id={group.questionSetId}
        >
          <Group justify="space-between">
            <Title order={4}>{group.title}</Title>
            {filter === 'unresolved' && (
              <Button
                size="xs"
                component={Link}
                to={wrongAnswerPracticeUrl(group)}
                onClick={() => forgetListSession(sessionStorage, group.questionSetId, 'wrong-answers')}
                data-testid="wrong-answer-practise"
              >
                {t('profile.wrong.practise', { count: group.items.length })}
              </Button>
            )}
          </Group>
          {group.items.map((item) => (
            <WrongAnswerItem key={item.id} item={item} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

function WrongAnswerItem({ item }: { item: WrongAnswer }) {
  const { t } = useTranslation();
  const [memo, setMemo] = useState(item.memo ?? '');
  const [deleteWrongAnswer, { isLoading: deleting }] = useDeleteWrongAnswerMutation();
  const [updateMemo, { isLoading: savingMemo }] = useUpdateWrongAnswerMemoMutation();
  const yours = optionLetters(item.options, item.selectedOptionIds) || t('profile.wrong.none');
  const correct = optionLetters(item.options, item.correctOptionIds);

  const remove = async () => {
    try {
      await deleteWrongAnswer(item.id).unwrap();
      toast.success(t('profile.wrong.deleted'));
    } catch {
      toast.error(t('profile.wrong.deleteFailed'));
    }
  };
  const saveMemo = async () => {
    try {
      await updateMemo({ id: item.id, memo }).unwrap();
      toast.success(t('profile.wrong.memoUpdated'));
    } catch {
      toast.error(t('profile.wrong.memoFailed'));
    }
  };

  return (
    <Paper withBorder p="md" data-testid="wrong-answer-item" data-question-id={item.questionId}>
      <Stack gap="xs">
        {item.resolved && (
          <Badge variant="light" color="teal" w="fit-content" data-testid="wrong-answer-resolved">
            {t('profile.wrong.resolved')}
          </Badge>
        )}
        {item.guessedRight && (
          <Badge variant="light" color="yellow" w="fit-content" data-testid="wrong-answer-guessed">
            {t('profile.wrong.guessedRight')}
          </Badge>
        )}
        <Text fw={600} style={{ whiteSpace: 'pre-wrap' }}>
          {item.question}
        </Text>
        <Stack gap={2}>
          {item.options.map((option, index) => (
            <Text
              key={option.id}
              size="sm"
              c={
                item.correctOptionIds.includes(option.id)
                  ? 'teal'
                  : item.selectedOptionIds.includes(option.id)
                    ? 'red'
                    : undefined
              }
            >
              {String.fromCharCode(65 + (index % 26))}. {option.text}
            </Text>
          ))}
        </Stack>
        <Group gap="lg">
          <Text size="sm" c="red" data-testid="wrong-answer-yours">
            {t('profile.wrong.yourAnswer', { labels: yours })}
          </Text>
          <Text size="sm" c="teal" data-testid="wrong-answer-correct">
            {t('profile.wrong.correctAnswer', { labels: correct })}
          </Text>
        </Group>
        {item.explanation && (
          <Paper p="sm" bg="gray.0">
            <Text size="xs" fw={600}>
              {t('profile.wrong.explanation')}
            </Text>
            <SafeHtml html={item.explanation} />
          </Paper>
        )}
        <Textarea
          label={t('profile.wrong.memo')}
          placeholder={t('profile.wrong.memoPlaceholder')}
          value={memo}
          onChange={(event) => setMemo(event.currentTarget.value)}
          autosize
          minRows={2}
          data-testid="wrong-answer-memo"
        />
        <Group justify="flex-end" gap="xs">
          <Button
            size="xs"
            variant="light"
            onClick={() => void saveMemo()}
            loading={savingMemo}
            disabled={memo === (item.memo ?? '')}
            data-testid="wrong-answer-memo-save"
          >
            {t('profile.wrong.saveMemo')}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="subtle"
            onClick={() => void remove()}
            loading={deleting}
            data-testid="wrong-answer-delete"
          >
            {t('profile.wrong.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
