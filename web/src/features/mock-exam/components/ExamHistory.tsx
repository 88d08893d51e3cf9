import '../../../shared/i18n/mock-exam';
import { Badge, Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListMockExamsQuery } from '../../../entities/mock-exam';

/** The learner's mock exams, newest first (the /mock-exam page and the profile's tab). */
export function ExamHistory() {
  const { t, i18n } = useTranslation();
  const history = useListMockExamsQuery(undefined, { refetchOnMountOrArgChange: true });
  if ((history.data ?? []).length === 0) return <Text c="dimmed">{t('mockExam.noHistory')}</Text>;
  return (
    <Table data-testid="exam-history">
      <Table.Tbody>
        {history.data?.map((exam) => (
          <Table.Tr key={exam.examId}>
            <Table.Td>{new Date(exam.startedAt).toLocaleString(i18n.language)}</Table.Td>
            <Table.Td>
              {t('mockExam.answeredOf', { n: exam.answeredCount, total: exam.questionCount })}
            </Table.Td>
            <Table.Td>
              {exam.result ? (
                <Badge variant="light" color={exam.result.passed ? 'teal' : 'red'}>
                  {exam.result.passed ? t('mockExam.passed') : t('mockExam.failed')} {exam.result.score}%
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
  );
}
