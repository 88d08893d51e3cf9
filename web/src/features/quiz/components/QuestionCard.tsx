import { Alert, Badge, Button, Checkbox, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnsweredQuestion, OpenQuestion } from '../../../entities/progress';
import { SafeHtml } from '../../../shared/ui/SafeHtml';
import { ReportQuestion } from './ReportQuestion';

type QuestionCardProps = {
  question: OpenQuestion;
  total: number;
  selection: string[];
  answer: AnsweredQuestion | undefined;
  isLast: boolean;
  trial: boolean;
  submitting: boolean;
  onChoose: (optionId: string) => void;
  onSubmit: () => void;
  /** 自信なし (not sure): a right answer so marked still goes to the wrong-answer book. */
  unsure: boolean;
  onUnsureChange: (unsure: boolean) => void;
};

type OptionState = 'idle' | 'selected' | 'correct' | 'wrong' | 'missed';

const optionColors: Record<OptionState, { border: string; background: string }> = {
  idle: { border: 'var(--mantine-color-gray-3)', background: 'transparent' },
  selected: { border: 'var(--mantine-color-blue-5)', background: 'var(--mantine-color-blue-0)' },
  correct: { border: 'var(--mantine-color-teal-6)', background: 'var(--mantine-color-teal-0)' },
  wrong: { border: 'var(--mantine-color-red-6)', background: 'var(--mantine-color-red-0)' },
  missed: { border: 'var(--mantine-color-teal-6)', background: 'transparent' },
};

function optionState(
  optionId: string,
  selection: string[],
  answer: AnsweredQuestion | undefined,
): OptionState {
  if (!answer) return selection.includes(optionId) ? 'selected' : 'idle';
  const chosen = answer.selectedOptionIds.includes(optionId);
  const correct = answer.correctOptionIds.includes(optionId);
  if (chosen) return correct ? 'correct' : 'wrong';
  return correct ? 'missed' : 'idle';
}

/** Spec §4 "Question card": choose, submit, see correct or wrong and the explanation, go on. */
export function QuestionCard(props: QuestionCardProps) {
  const { question, total, selection, answer, isLast, trial, submitting, onChoose, onSubmit } = props;
  const { unsure, onUnsureChange } = props;
  const { t } = useTranslation();
  const correctLabels = question.options
    .filter((option) => answer?.correctOptionIds.includes(option.id))
    .map((option) => option.label)
    .join(', ');

  return (
    <Paper withBorder shadow="xs" p="lg" data-testid="question-card" data-question-id={question.id}>
      <Stack gap="md">
        <Group justify="space-between">
          <Text fw={700} data-testid="quiz-question-number">
            {t('quiz.questionNumber', { current: question.number, total })}
          </Text>
          <Group gap="xs">
            <Badge
              variant="light"
              color={question.questionType === 'multiple' ? 'grape' : 'blue'}
              data-testid="quiz-question-type"
            >
              {question.questionType === 'multiple' ? t('quiz.multiple') : t('quiz.single')}
            </Badge>
            {trial && (
              <Badge variant="light" color="orange" data-testid="quiz-trial-badge">
                {t('quiz.trialBadge')}
              </Badge>
            )}
          </Group>
        </Group>

        <Text size="lg" style={{ whiteSpace: 'pre-wrap' }} data-testid="quiz-question-text">
          {question.text}
        </Text>

        <Stack gap="xs" role={question.questionType === 'multiple' ? 'group' : 'radiogroup'}>
          {question.options.map((option) => {
            const state = optionState(option.id, selection, answer);
            const colors = optionColors[state];
            return (
              <UnstyledButton
                key={option.id}
                onClick={() => onChoose(option.id)}
                disabled={answer !== undefined || submitting}
                aria-pressed={state !== 'idle' && state !== 'missed'}
                data-testid="quiz-option"
                data-label={option.label}
                data-state={state}
                p="sm"
                style={{
                  border: `2px solid ${colors.border}`,
                  background: colors.background,
                  borderRadius: 'var(--mantine-radius-md)',
                  cursor: answer ? 'default' : 'pointer',
                }}
              >
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Badge
                    circle
                    size="lg"
                    variant={state === 'idle' ? 'default' : 'filled'}
                    color={state === 'wrong' ? 'red' : state === 'selected' ? 'blue' : 'teal'}
                  >
                    {option.label}
                  </Badge>
                  <Text>{option.text}</Text>
                </Group>
              </UnstyledButton>
            );
          })}
        </Stack>

        {/* Announced to screen readers when it fills: right or wrong, the correct answer and the explanation. */}
        <Stack gap="md" aria-live="polite" aria-atomic="true" data-testid="quiz-live">
          {answer && (
            <Alert
              color={answer.isCorrect ? 'teal' : 'red'}
              title={answer.isCorrect ? t('quiz.correct') : t('quiz.wrong')}
              data-testid="quiz-result"
              data-correct={String(answer.isCorrect)}
            >
              {!answer.isCorrect && correctLabels && (
                <Text size="sm">{t('quiz.correctAnswer', { labels: correctLabels })}</Text>
              )}
            </Alert>
          )}
          {answer?.explanation && (
            <Paper withBorder p="md" bg="gray.0" data-testid="quiz-explanation">
              <Text fw={600} size="sm" mb={4}>
                {t('quiz.explanation')}
              </Text>
              <SafeHtml html={answer.explanation} />
            </Paper>
          )}
        </Stack>

        <Group justify="flex-end">
          <ReportQuestion questionId={question.id} />
          {answer ? (
            <Button onClick={onSubmit} data-testid="quiz-next" data-last={String(isLast)}>
              {isLast ? t('quiz.finish') : t('quiz.next')}
            </Button>
          ) : (
            <>
              <Checkbox
                label={t('quiz.unsure')}
                checked={unsure}
                onChange={(event) => onUnsureChange(event.currentTarget.checked)}
                data-testid="quiz-unsure"
              />
              <Button onClick={onSubmit} loading={submitting} data-testid="quiz-submit">
                {t('quiz.submit')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
