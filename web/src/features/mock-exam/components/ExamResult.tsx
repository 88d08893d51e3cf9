import type { ExamView } from '@exam/domain/schemas';
import { Alert, Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SafeHtml } from '../../../shared/ui/SafeHtml';

const labelsOf = (options: ExamView['questions'][number]['options'], ids: readonly string[]) =>
  options
    .filter((option) => ids.includes(option.id))
    .map((option) => option.label)
    .join(', ');

/** A graded exam: the score and verdict with the rule that failed, per-category scores, and the review list. */
export function ExamResult({ exam }: { exam: ExamView }) {
  const { t } = useTranslation();
  const result = exam.result;
  if (!result) return null;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('mockExam.result')}
        </Title>
        <Button component={Link} to="/mock-exam" variant="default">
          {t('mockExam.again')}
        </Button>
      </Group>
      <Paper withBorder p="lg" data-testid="exam-result">
        <Stack gap="xs">
          <Group>
            <Badge
              size="xl"
              variant="light"
              color={result.passed ? 'teal' : 'red'}
              data-testid="exam-verdict"
            >
              {result.passed ? t('mockExam.passed') : t('mockExam.failed')}
            </Badge>
            <Text fw={700} fz="lg" data-testid="exam-score">
              {t('mockExam.score', { score: result.score, correct: result.correct, total: result.total })}
            </Text>
          </Group>
          <Text size="sm" data-testid="exam-time">
            {t('mockExam.time', {
              minutes: Math.floor(result.timeSpentMs / 60_000),
              seconds: Math.floor((result.timeSpentMs % 60_000) / 1000),
            })}
          </Text>
          {exam.endedBy === 'deadline' && (
            <Alert color="orange" variant="light" p="xs" data-testid="exam-timed-out">
              {t('mockExam.timedOut', { minutes: exam.durationMinutes })}
            </Alert>
          )}
          <Text size="sm" c="dimmed">
            {t('mockExam.rule', { overall: exam.passRule.overall, minimum: exam.passRule.categoryMinimum })}
          </Text>
          {result.failedRules.map((rule) => (
            <Text key={rule} size="sm" c="red.8">
              {rule === 'overall'
                ? t('mockExam.failedOverall')
                : t('mockExam.failedCategory', { category: rule.replace(/^category:/, '') })}
            </Text>
          ))}
        </Stack>
      </Paper>
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('mockExam.byCategory')}
        </Title>
        {/* Rows, not a chart's axis: a long category name wraps on a phone instead of being clipped (issue 40). */}
        <Stack gap="sm" data-testid="exam-category-chart">
          {result.byCategory.map((category) => (
            <Stack key={category.category} gap={4} data-testid="exam-category-row">
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {category.category}
                </Text>
                <Text
                  size="sm"
                  fw={600}
                  c={category.passed ? undefined : 'red.8'}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {t('mockExam.categoryScore', {
                    score: category.score,
                    correct: category.correct,
                    total: category.total,
                  })}
                </Text>
              </Group>
              <Progress
                value={category.score}
                color={category.passed ? 'indigo' : 'red'}
                aria-label={category.category}
              />
            </Stack>
          ))}
        </Stack>
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('mockExam.review')}
        </Title>
        {exam.questions.map((question, n) => (
          <Paper
            key={question.id}
            withBorder
            p="md"
            data-testid="exam-review"
            data-correct={question.isCorrect}
          >
            <Stack gap={4}>
              <Group gap="xs">
                <Badge variant="light" color={question.isCorrect ? 'teal' : 'red'}>
                  {t('mockExam.question', { n: n + 1, total: exam.questions.length })}
                </Badge>
                {question.answer?.guessed && (
                  <Badge variant="light" color="yellow">
                    {t('mockExam.unsure')}
                  </Badge>
                )}
                {question.answer?.flagged && (
                  <Badge variant="light" color="grape" data-testid="exam-review-flag">
                    ⚑ {t('mockExam.flag')}
                  </Badge>
                )}
              </Group>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{question.text}</Text>
              <Text size="sm">
                {t('mockExam.yourAnswer', {
                  labels:
                    labelsOf(question.options, question.answer?.selectedOptionIds ?? []) ||
                    t('mockExam.none'),
                })}
                {' · '}
                {t('mockExam.correctAnswer', {
                  labels: labelsOf(question.options, question.correctOptionIds ?? []),
                })}
              </Text>
              {question.explanation && <SafeHtml html={question.explanation} />}
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
