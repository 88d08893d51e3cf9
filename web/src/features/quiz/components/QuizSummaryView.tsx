import { formatDuration } from '@exam/domain/rules';
import { Button, Collapse, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AnsweredQuestion, QuizQuestion } from '../../../entities/progress';
import { summarizeQuiz } from '../quiz-summary';
import { SummaryItem } from './SummaryItem';

type QuizSummaryViewProps = {
  questions: readonly QuizQuestion[];
  answers: Readonly<Record<string, AnsweredQuestion>>;
  offerPurchase: boolean;
  onRestart: () => void;
  onBuy: () => void;
  /** The run's wall time, reading the explanations included (issue 40: 合計時間 was only the answering). */
  elapsedMs?: number;
};

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0} align="center">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** Spec §2 completion summary. */
export function QuizSummaryView({
  questions,
  answers,
  offerPurchase,
  onRestart,
  onBuy,
  elapsedMs = 0,
}: QuizSummaryViewProps) {
  const { t } = useTranslation();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const summary = summarizeQuiz(questions, answers);
  const share = (count: number) => (summary.answered > 0 ? (count / summary.answered) * 100 : 0);

  return (
    <Paper withBorder shadow="sm" p="xl" data-testid="quiz-summary">
      <Stack gap="lg">
        <Title order={3}>{t('quiz.summaryTitle')}</Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Figure label={t('quiz.answered')} value={String(summary.answered)} testId="summary-answered" />
          <Figure label={t('quiz.accuracy')} value={`${summary.accuracy}%`} testId="summary-accuracy" />
          <Figure
            label={t('quiz.totalTime')}
            value={formatDuration(Math.max(summary.totalMs, elapsedMs))}
            testId="summary-total-time"
          />
          <Figure
            label={t('quiz.averageTime')}
            value={formatDuration(summary.averageMs)}
            testId="summary-average-time"
          />
        </SimpleGrid>
        <Stack gap={6}>
          <Text size="sm">{t('quiz.correctCount', { count: summary.correct })}</Text>
          <Progress
            value={share(summary.correct)}
            color="teal"
            aria-label={t('quiz.correctCount', { count: summary.correct })}
            data-testid="summary-correct-bar"
          />
          <Text size="sm">{t('quiz.wrongCount', { count: summary.wrong })}</Text>
          <Progress
            value={share(summary.wrong)}
            color="red"
            aria-label={t('quiz.wrongCount', { count: summary.wrong })}
            data-testid="summary-wrong-bar"
          />
        </Stack>
        <div>
          <Button
            variant="subtle"
            size="xs"
            onClick={() => setDetailsOpen((open) => !open)}
            data-testid="summary-toggle"
          >
            {detailsOpen ? t('quiz.hideDetails') : t('quiz.showDetails')}
          </Button>
          <Collapse expanded={detailsOpen}>
            <Stack gap={4} mt="xs">
              {summary.items.map((item) => (
                <SummaryItem
                  key={item.questionId}
                  item={item}
                  question={questions.find((question) => question.id === item.questionId)}
                  answer={answers[item.questionId]}
                />
              ))}
            </Stack>
          </Collapse>
        </div>
        <Group>
          <Button onClick={onRestart} data-testid="summary-restart">
            {t('quiz.restart')}
          </Button>
          <Button variant="default" component={Link} to="/">
            {t('app.home')}
          </Button>
          {offerPurchase && (
            <Button color="grape" variant="outline" onClick={onBuy} data-testid="summary-buy">
              {t('quiz.buy')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
