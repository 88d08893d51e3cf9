import { Box, Group, Paper, SimpleGrid, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnsweredQuestion, QuizQuestion } from '../../../entities/progress';
import { type SheetItemState, sheetItemState } from '../quiz-summary';
import { LockIcon } from './LockIcon';

const stateStyle: Record<SheetItemState, { background: string; color: string; border: string }> = {
  unanswered: {
    background: 'white',
    color: 'var(--mantine-color-gray-7)',
    border: 'var(--mantine-color-gray-4)',
  },
  current: {
    background: 'var(--mantine-color-blue-8)',
    color: 'white',
    border: 'var(--mantine-color-blue-8)',
  },
  'answered-correct': {
    background: 'var(--mantine-color-teal-1)',
    color: 'var(--mantine-color-teal-light-color)',
    border: 'var(--mantine-color-teal-5)',
  },
  'answered-wrong': {
    background: 'var(--mantine-color-red-1)',
    color: 'var(--mantine-color-red-light-color)',
    border: 'var(--mantine-color-red-5)',
  },
  locked: {
    background: 'var(--mantine-color-gray-1)',
    color: 'var(--mantine-color-gray-7)',
    border: 'var(--mantine-color-gray-3)',
  },
};

const legend: Array<{ state: SheetItemState; key: string }> = [
  { state: 'unanswered', key: 'quiz.legend.unanswered' },
  { state: 'current', key: 'quiz.legend.current' },
  { state: 'answered-correct', key: 'quiz.legend.correct' },
  { state: 'answered-wrong', key: 'quiz.legend.incorrect' },
  { state: 'locked', key: 'quiz.legend.locked' },
];

type AnswerSheetProps = {
  questions: QuizQuestion[];
  currentIndex: number;
  answers: Readonly<Record<string, AnsweredQuestion>>;
  onJump: (index: number) => void;
};

/** Spec §2: the answer sheet, a grid of question numbers with a legend; locked items carry a lock. */
export function AnswerSheet({ questions, currentIndex, answers, onJump }: AnswerSheetProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" data-testid="answer-sheet">
      <Stack gap="sm">
        <Text fw={700}>{t('quiz.answerSheet')}</Text>
        <SimpleGrid cols={5} spacing={6}>
          {questions.map((question, index) => {
            const state = sheetItemState(question, index, currentIndex, answers);
            const style = stateStyle[state];
            return (
              <Tooltip
                key={question.id}
                label={
                  state === 'locked'
                    ? t('quiz.lockedTooltip')
                    : t('quiz.jumpTooltip', { number: question.number })
                }
              >
                <UnstyledButton
                  onClick={() => onJump(index)}
                  data-testid="answer-sheet-item"
                  data-state={state}
                  data-answered={answers[question.id] !== undefined}
                  data-index={index}
                  aria-label={t('quiz.jumpTooltip', { number: question.number })}
                  style={{
                    background: style.background,
                    color: style.color,
                    border: `1px solid ${style.border}`,
                    borderRadius: 'var(--mantine-radius-sm)',
                    textAlign: 'center',
                    padding: '4px 0',
                    fontSize: 'var(--mantine-font-size-sm)',
                  }}
                >
                  {state === 'locked' ? (
                    <Group gap={2} justify="center" wrap="nowrap">
                      <LockIcon size={11} />
                      {question.number}
                    </Group>
                  ) : (
                    question.number
                  )}
                </UnstyledButton>
              </Tooltip>
            );
          })}
        </SimpleGrid>
        <Group gap="sm" data-testid="answer-sheet-legend">
          {legend.map(({ state, key }) => (
            <Group key={state} gap={4}>
              <Box
                w={12}
                h={12}
                style={{
                  background: stateStyle[state].background,
                  border: `1px solid ${stateStyle[state].border}`,
                  borderRadius: 2,
                }}
              />
              <Text size="xs">{t(key)}</Text>
            </Group>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
