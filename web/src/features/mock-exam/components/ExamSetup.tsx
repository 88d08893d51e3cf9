import { Bounds, checkNumber } from '@exam/domain/rules';
import { Button, Group, MultiSelect, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGetQuestionSetsQuery } from '../../../entities/catalogue';
import { useStartMockExamMutation } from '../../../entities/mock-exam';
import { errorMessage } from '../../../shared/api/api-error';
import { toast } from '../../../shared/ui/toast';
import { ExamHistory } from './ExamHistory';

/** Choose sets and length, start; below, the learner's earlier exams. */
export function ExamSetup() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sets = useGetQuestionSetsQuery();
  const [start, starting] = useStartMockExamMutation();
  // Only sets the learner may practise in full: an exam is no trial.
  const open = (sets.data ?? []).filter((set) => !set.isPaid || set.hasAccess);
  const [chosen, setChosen] = useState<string[]>([]);
  const [count, setCount] = useState<number | string>(10);
  const [minutes, setMinutes] = useState<number | string>(20);
  // The server's bounds (@exam/domain/rules), refused with their message, never clamped.
  const countProblem = checkNumber(Bounds.mockExamQuestions, count === '' ? Number.NaN : Number(count));
  const minutesProblem = checkNumber(Bounds.mockExamMinutes, minutes === '' ? Number.NaN : Number(minutes));
  const noSet = chosen.length === 0;
  const begin = async () => {
    try {
      const exam = await start({
        questionSetIds: chosen,
        questionCount: Number(count),
        durationMinutes: Number(minutes),
      }).unwrap();
      navigate(`/mock-exam?exam=${encodeURIComponent(exam.examId)}`);
    } catch (error) {
      toast.error(t('mockExam.startFailed', { message: errorMessage(error) ?? '' }));
    }
  };
  return (
    <Stack gap="lg">
      <Title order={1}>{t('mockExam.title')}</Title>
      <Text c="dimmed">{t('mockExam.intro')}</Text>
      <Paper withBorder p="md">
        <Stack>
          <MultiSelect
            label={t('mockExam.sets')}
            description={t('mockExam.setsHelp')}
            data={open.map((set) => ({ value: set.id, label: set.title }))}
            value={chosen}
            onChange={setChosen}
            searchable
            data-testid="exam-sets"
          />
          <Group grow>
            <NumberInput
              label={t('mockExam.count')}
              min={Bounds.mockExamQuestions.min}
              max={Bounds.mockExamQuestions.max}
              allowDecimal={false}
              clampBehavior="none"
              value={count}
              onChange={setCount}
              error={countProblem}
              data-testid="exam-count"
            />
            <NumberInput
              label={t('mockExam.minutes')}
              min={Bounds.mockExamMinutes.min}
              max={Bounds.mockExamMinutes.max}
              allowDecimal={false}
              clampBehavior="none"
              value={minutes}
              onChange={setMinutes}
              error={minutesProblem}
              data-testid="exam-minutes"
            />
          </Group>
          {noSet && (
            <Text size="sm" c="dimmed" id="exam-start-hint" data-testid="exam-start-hint">
              {t('mockExam.chooseSetFirst')}
            </Text>
          )}
          <Button
            onClick={() => void begin()}
            loading={starting.isLoading}
            disabled={noSet || countProblem !== undefined || minutesProblem !== undefined}
            aria-describedby={noSet ? 'exam-start-hint' : undefined}
            data-testid="exam-start"
          >
            {t('mockExam.start')}
          </Button>
        </Stack>
      </Paper>
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('mockExam.history')}
        </Title>
        <ExamHistory />
      </Stack>
    </Stack>
  );
}
