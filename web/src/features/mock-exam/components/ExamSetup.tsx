import {
  Badge,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../shared/toast';
import { useGetQuestionSetsQuery } from '../../catalogue/api';
import { useListMockExamsQuery, useStartMockExamMutation } from '../api';

/** Choose sets and length, start; below, the learner's earlier exams. */
export function ExamSetup() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const sets = useGetQuestionSetsQuery();
  const history = useListMockExamsQuery(undefined, { refetchOnMountOrArgChange: true });
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
      const message = (error as { data?: { message?: string } })?.data?.message ?? '';
      toast.error(t('mockExam.startFailed', { message }));
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
        {(history.data ?? []).length === 0 ? (
          <Text c="dimmed">{t('mockExam.noHistory')}</Text>
        ) : (
          <Table data-testid="exam-history">
            <Table.Tbody>
              {history.data?.map((exam) => (
                <Table.Tr key={exam.examId}>
                  <Table.Td>{new Date(exam.startedAt).toLocaleString(i18n.language)}</Table.Td>
                  <Table.Td>
                    {t('mockExam.question', { n: exam.answeredCount, total: exam.questionCount })}
                  </Table.Td>
                  <Table.Td>
                    {exam.result ? (
                      <Badge variant="light" color={exam.result.passed ? 'teal' : 'red'}>
                        {exam.result.passed ? t('mockExam.passed') : t('mockExam.failed')} {exam.result.score}
                        %
                      </Badge>
                    ) : (
                      <Badge variant="light">{t('mockExam.running')}</Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      component={Link}
                      to={`/mock-exam?exam=${encodeURIComponent(exam.examId)}`}
                      size="compact-sm"
                      variant="default"
                    >
                      {t('mockExam.open')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Stack>
  );
}
