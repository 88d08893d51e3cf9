import { Collapse, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnsweredQuestion, QuizQuestion } from '../../../entities/progress';
import { SafeHtml } from '../../../shared/ui/SafeHtml';

type SummaryItemProps = {
  item: { questionId: string; number: number; text: string; isCorrect: boolean };
  question: QuizQuestion | undefined;
  answer: AnsweredQuestion | undefined;
};

/**
 * One row of the completion summary (spec §2: question text cut at 100 characters). Issue 22: a row opens to
 * re-read its question whole, the options with the learner's and the right ones, and the explanation.
 */
export function SummaryItem({ item, question, answer }: SummaryItemProps) {
  const { t } = useTranslation();
  const [opened, { toggle }] = useDisclosure(false);
  const detailId = useId();
  const open = question && !question.locked ? question : null;
  return (
    <Stack gap={4} data-testid="summary-item" data-correct={String(item.isCorrect)}>
      <UnstyledButton
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={detailId}
        disabled={!open}
        data-testid="summary-item-toggle"
      >
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Text c={item.isCorrect ? 'teal' : 'red'} fw={700} aria-hidden>
            {item.isCorrect ? '○' : '×'}
          </Text>
          <VisuallyHidden>
            {t(item.isCorrect ? 'quiz.legend.correct' : 'quiz.legend.incorrect')}
          </VisuallyHidden>
          <Text size="sm" style={{ flex: 1 }}>
            {item.number}. {item.text}
          </Text>
          {open && (
            <Text size="xs" c="dimmed" aria-hidden>
              {opened ? '▲' : '▼'}
            </Text>
          )}
        </Group>
      </UnstyledButton>
      {open && (
        <Collapse expanded={opened}>
          <Stack gap={6} pl="lg" pb="xs" id={detailId} data-testid="summary-item-detail">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {open.text}
            </Text>
            {open.options.map((option) => {
              const chosen = answer?.selectedOptionIds.includes(option.id) ?? false;
              const right = answer?.correctOptionIds.includes(option.id) ?? false;
              return (
                <Text
                  key={option.id}
                  size="sm"
                  c={right ? 'teal' : chosen ? 'red' : undefined}
                  fw={right ? 600 : undefined}
                >
                  {option.label}. {option.text}
                  {right ? ` ・${t('quiz.summaryCorrectOption')}` : ''}
                  {chosen ? ` ・${t('quiz.summaryYourOption')}` : ''}
                </Text>
              );
            })}
            {answer?.explanation && <SafeHtml html={answer.explanation} fz="sm" />}
          </Stack>
        </Collapse>
      )}
    </Stack>
  );
}
