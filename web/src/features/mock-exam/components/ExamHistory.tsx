import '../../../shared/i18n/mock-exam';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListMockExamsQuery } from '../../../entities/mock-exam';
import { currentLanguage } from '../../../shared/i18n';
import { formatDateTime } from '../../../shared/i18n/format';

/**
 * The learner's mock exams, newest first (the /mock-exam page and the profile's tab). Rows that wrap rather than
 * a four-column table: on a phone the verdict badge was clipped to 「合格…」 (issue 40).
 */
export function ExamHistory() {
  const { t } = useTranslation();
  const history = useListMockExamsQuery(undefined, { refetchOnMountOrArgChange: true });
  if ((history.data ?? []).length === 0) return <Text c="dimmed">{t('mockExam.noHistory')}</Text>;
  return (
    <Stack gap="xs" data-testid="exam-history">
      {history.data?.map((exam) => (
        <Paper key={exam.examId} withBorder p="sm" data-testid="exam-history-row">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Stack gap={2}>
              <Text size="sm">{formatDateTime(exam.startedAt, currentLanguage())}</Text>
              <Text size="sm" c="dimmed">
                {t('mockExam.answeredOf', { n: exam.answeredCount, total: exam.questionCount })}
              </Text>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              {exam.result ? (
                <Badge
                  variant="light"
                  color={exam.result.passed ? 'teal' : 'red'}
                  style={{ overflow: 'visible' }}
                  styles={{ label: { overflow: 'visible' } }}
                >
                  {exam.result.passed ? t('mockExam.passed') : t('mockExam.failed')} {exam.result.score}%
                </Badge>
              ) : (
                <Badge variant="light">{t('mockExam.running')}</Badge>
              )}
              <Button
                component={Link}
                to={`/mock-exam?exam=${encodeURIComponent(exam.examId)}`}
                size="compact-sm"
                variant="default"
              >
                {t('mockExam.open')}
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
