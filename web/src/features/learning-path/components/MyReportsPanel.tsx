import '../../../shared/i18n/readiness';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGetMyQuestionReportsQuery } from '../../../entities/readiness';

const COLORS = { open: 'orange', resolved: 'teal', rejected: 'gray' } as const;

/** The questions the learner reported and each outcome (shown once there is one report). */
export function MyReportsPanel() {
  const { t } = useTranslation();
  const reports = useGetMyQuestionReportsQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!reports.data || reports.data.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="my-reports" id="my-reports">
      <Title order={2} size="h3">
        {t('myReports.title')}
      </Title>
      {reports.data.map((report) => (
        <Paper key={report.id} withBorder p="sm" data-testid="my-report" data-status={report.status}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {report.setTitle ?? '—'}{' '}
                {report.questionNumber ? t('report.questionNumber', { n: report.questionNumber }) : ''}
              </Text>
              <Text size="xs" c="dimmed">
                {report.note
                  ? t('report.withNote', { reason: t(`report.reasons.${report.reason}`), note: report.note })
                  : t(`report.reasons.${report.reason}`)}
              </Text>
              {report.resolutionNote && (
                <Text size="sm">{t('myReports.answer', { note: report.resolutionNote })}</Text>
              )}
            </Stack>
            <Badge variant="light" color={COLORS[report.status]}>
              {t(`reportQueue.status.${report.status}`)}
            </Badge>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
