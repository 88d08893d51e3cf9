import { Button, Group, MultiSelect, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../shared/toast';
import { useGetQuestionSetsQuery } from '../../catalogue/api';
import { errorMessage } from '../../practice/api-error';
import { useStartMockExamMutation } from '../api';
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
              min={1}
              max={100}
              value={count}
              onChange={setCount}
              data-testid="exam-count"
            />
            <NumberInput
              label={t('mockExam.minutes')}
              min={1}
              max={300}
              value={minutes}
              onChange={setMinutes}
              data-testid="exam-minutes"
            />
          </Group>
          <Button
            onClick={() => void begin()}
            loading={starting.isLoading}
            disabled={chosen.length === 0}
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
