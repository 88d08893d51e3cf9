import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type RemovedQuestionProps = { number: number; total: number; isLast: boolean; onNext: () => void };

/** A list session's question that left the set after the list was made: said plainly, and skipped on. */
export function RemovedQuestion({ number, total, isLast, onNext }: RemovedQuestionProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" data-testid="quiz-question-removed">
      <Stack gap="sm">
        <Text fw={600} data-testid="quiz-question-number">
          {number} / {total}
        </Text>
        <Title order={3}>{t('quiz.removedTitle')}</Title>
        <Text c="dimmed">{t('quiz.removedText')}</Text>
        <Group justify="flex-end">
          <Button onClick={onNext} data-testid="quiz-removed-next">
            {isLast ? t('quiz.finish') : t('quiz.nextQuestion')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
