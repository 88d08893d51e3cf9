import type { ExamView } from '@exam/domain/schemas';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAnswerMockExamMutation, useSubmitMockExamMutation } from '../../../entities/mock-exam';
import { toast } from '../../../shared/ui/toast';
import { formatRemaining, useRemaining } from '../exam-timer';

type Answer = { selectedOptionIds: string[]; guessed: boolean; flagged: boolean };

/** A running exam: the server's timer, one question at a time, an answer sheet, submit with confirmation. */
export function ExamRunner({ exam, onEnded }: { exam: ExamView; onEnded: () => void }) {
  const { t } = useTranslation();
  // The question on screen lives in the URL (?q=3), so a reload comes back to it (issue 22), not to 問1.
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('q'));
  const index = Number.isInteger(asked) && asked >= 1 && asked <= exam.questions.length ? asked - 1 : 0;
  const setIndex = useCallback(
    (next: number) =>
      setSearch(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('q', String(next + 1));
          return updated;
        },
        { replace: true },
      ),
    [setSearch],
  );
  const [answers, setAnswers] = useState<Record<string, Answer>>(() =>
    Object.fromEntries(
      exam.questions.flatMap((question) => (question.answer ? [[question.id, question.answer]] : [])),
    ),
  );
  const [confirming, setConfirming] = useState(false);
  const [save] = useAnswerMockExamMutation();
  const [submit, submitting] = useSubmitMockExamMutation();
  const timeUp = useCallback(() => onEnded(), [onEnded]);
  const remaining = useRemaining(exam.deadline, timeUp);
  const question = exam.questions[index];
  if (!question) return null;
  const current = answers[question.id] ?? { selectedOptionIds: [], guessed: false, flagged: false };
  const unanswered = exam.questions
    .map((entry, n) => ((answers[entry.id]?.selectedOptionIds.length ?? 0) > 0 ? null : n + 1))
    .filter((n): n is number => n !== null);

  const change = (patch: Partial<Answer>) => {
    const next = { ...current, ...patch };
    setAnswers((all) => ({ ...all, [question.id]: next }));
    save({ examId: exam.examId, questionId: question.id, ...next })
      .unwrap()
      .catch(() => toast.error(t('mockExam.saveFailed'), { id: 'exam-save' }));
  };
  const toggle = (optionId: string) =>
    change({
      selectedOptionIds:
        question.questionType === 'single'
          ? [optionId]
          : current.selectedOptionIds.includes(optionId)
            ? current.selectedOptionIds.filter((id) => id !== optionId)
            : [...current.selectedOptionIds, optionId],
    });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('mockExam.title')}
        </Title>
        <Badge
          size="xl"
          variant="light"
          color={remaining < 60_000 ? 'red' : 'indigo'}
          data-testid="exam-timer"
          aria-live="off"
        >
          {t('mockExam.remaining', { time: formatRemaining(remaining) })}
        </Badge>
      </Group>
      <Paper withBorder p="lg" data-testid="exam-question" data-question-id={question.id}>
        <Stack>
          <Group justify="space-between">
            <Text fw={700}>{t('mockExam.question', { n: index + 1, total: exam.questions.length })}</Text>
            <Badge variant="light">{question.category}</Badge>
          </Group>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{question.text}</Text>
          {question.questionType === 'single' ? (
            <Radio.Group value={current.selectedOptionIds[0] ?? null} onChange={toggle}>
              <Stack gap="xs">
                {question.options.map((option) => (
                  <Radio
                    key={option.id}
                    value={option.id}
                    label={`${option.label}. ${option.text}`}
                    data-testid="exam-option"
                  />
                ))}
              </Stack>
            </Radio.Group>
          ) : (
            <Stack gap="xs">
              {question.options.map((option) => (
                <Checkbox
                  key={option.id}
                  checked={current.selectedOptionIds.includes(option.id)}
                  onChange={() => toggle(option.id)}
                  label={`${option.label}. ${option.text}`}
                  data-testid="exam-option"
                />
              ))}
            </Stack>
          )}
          <Group>
            <Checkbox
              label={t('mockExam.unsure')}
              checked={current.guessed}
              onChange={(event) => change({ guessed: event.currentTarget.checked })}
            />
            <Checkbox
              label={t('mockExam.flag')}
              checked={current.flagged}
              onChange={(event) => change({ flagged: event.currentTarget.checked })}
              data-testid="exam-flag"
            />
          </Group>
          <Group justify="space-between">
            <Button variant="default" disabled={index === 0} onClick={() => setIndex(index - 1)}>
              {t('mockExam.prev')}
            </Button>
            <Button
              variant="default"
              disabled={index === exam.questions.length - 1}
              onClick={() => setIndex(index + 1)}
              data-testid="exam-next"
            >
              {t('mockExam.next')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Text fw={600} mb="xs">
          {t('mockExam.sheet')}
        </Text>
        <SimpleGrid cols={{ base: 5, sm: 10 }} spacing={6} data-testid="exam-sheet">
          {exam.questions.map((entry, n) => {
            const state = answers[entry.id];
            const answered = (state?.selectedOptionIds.length ?? 0) > 0;
            return (
              <UnstyledButton
                key={entry.id}
                onClick={() => setIndex(n)}
                aria-label={t('mockExam.question', { n: n + 1, total: exam.questions.length })}
                aria-current={n === index}
                data-answered={answered}
                style={{
                  border: `2px solid var(--mantine-color-${n === index ? 'indigo-7' : 'gray-4'})`,
                  borderRadius: 6,
                  padding: '4px 0',
                  textAlign: 'center',
                  background: answered ? 'var(--mantine-color-indigo-0)' : undefined,
                }}
              >
                {n + 1}
                {state?.flagged ? ' ⚑' : ''}
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
      </Paper>
      <Button size="md" onClick={() => setConfirming(true)} data-testid="exam-submit">
        {t('mockExam.submit')}
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('mockExam.confirmTitle')}>
        <Stack>
          <Text data-testid="exam-unanswered">
            {unanswered.length > 0
              ? t('mockExam.confirmUnanswered', { list: unanswered.join(', ') })
              : t('mockExam.confirmAll')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('mockExam.cancel')}
            </Button>
            <Button
              loading={submitting.isLoading}
              onClick={() =>
                void submit(exam.examId)
                  .unwrap()
                  .then(() => setConfirming(false), onEnded)
              }
              data-testid="exam-confirm"
            >
              {t('mockExam.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
