import { Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useDeleteWrongAnswerMutation,
  useUpdateWrongAnswerMemoMutation,
  type WrongAnswer,
} from '../../../entities/progress';
import { SafeHtml } from '../../../shared/ui/SafeHtml';
import { toast } from '../../../shared/ui/toast';
import { optionLetters } from '../wrong-answer-groups';

/** One entry of the wrong-answer book: the question, both answers, the explanation, its memo and delete. */
export function WrongAnswerItem({ item }: { item: WrongAnswer }) {
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
