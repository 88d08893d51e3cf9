import '../../../../shared/i18n/readiness';
import type { AdminQuestionReport } from '@exam/domain/schemas';
import {
  Alert,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../shared/api/api-error';
import { currentLanguage } from '../../../../shared/i18n';
import { formatDateTime } from '../../../../shared/i18n/format';
import {
  type ReportStatusFilter,
  useGetQuestionReportsQuery,
  useResolveQuestionReportMutation,
} from '../api';

const percent = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)}%`);

function ReportItem({ report }: { report: AdminQuestionReport }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [resolve, state] = useResolveQuestionReportMutation();
  const { statistics } = report;
  return (
    <Paper withBorder p="md" data-testid="report-item" data-status={report.status}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap={4}>
          <Group gap="xs">
            <Badge variant="light">{t(`report.reasons.${report.reason}`)}</Badge>
            <Badge variant="light" color={report.status === 'open' ? 'orange' : 'gray'}>
              {t(`reportQueue.status.${report.status}`)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {report.setTitle ?? '—'}{' '}
            {report.questionNumber ? t('report.questionNumber', { n: report.questionNumber }) : ''}
          </Text>
          <Text fw={600} lineClamp={3}>
            {report.questionText ?? t('reportQueue.questionGone')}
          </Text>
          {report.note && <Text size="sm">{t('reportQueue.quoted', { note: report.note })}</Text>}
          <Text size="xs" c="dimmed">
            {t('reportQueue.by', {
              name: report.reporter.username,
              at: formatDateTime(report.reportedAt, currentLanguage()),
            })}
          </Text>
          {report.resolutionNote && (
            <Text size="sm" c="dimmed">
              {t('reportQueue.answer', { note: report.resolutionNote })}
            </Text>
          )}
        </Stack>
        <Stack gap={4} data-testid="report-statistics">
          <Text size="sm" fw={600}>
            {t('reportQueue.figures')}
          </Text>
          <Text size="sm">
            {t('reportQueue.facility', {
              first: percent(statistics.firstFacility),
              firstAnswers: statistics.firstAnswers,
              all: percent(statistics.facility),
              attempts: statistics.attempts,
            })}
          </Text>
          <Text size="sm">{t('reportQueue.openReports', { count: statistics.openReports })}</Text>
          {report.status === 'open' && (
            <>
              <Textarea
                label={t('reportQueue.note')}
                value={note}
                onChange={(event) => setNote(event.currentTarget.value)}
                autosize
                minRows={2}
                data-testid="report-resolution-note"
              />
              <Group gap="xs">
                <Button
                  size="xs"
                  loading={state.isLoading}
                  onClick={() => void resolve({ id: report.id, outcome: 'resolved', note })}
                  data-testid="report-resolve"
                >
                  {t('reportQueue.resolve')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="gray"
                  loading={state.isLoading}
                  onClick={() => void resolve({ id: report.id, outcome: 'rejected', note })}
                  data-testid="report-reject"
                >
                  {t('reportQueue.reject')}
                </Button>
              </Group>
              {state.isError && <Alert color="red">{errorMessage(state.error)}</Alert>}
            </>
          )}
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}

/** The reports tab: learners' reports oldest first, each beside its question's answer figures. */
export function QuestionReportsTab() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ReportStatusFilter>('open');
  const [page, setPage] = useState(1);
  const reports = useGetQuestionReportsQuery({ status, page }, { refetchOnMountOrArgChange: true });
  const data = reports.data;
  return (
    <Stack gap="md" data-testid="question-reports-tab">
      <SegmentedControl
        value={status}
        onChange={(value) => {
          setStatus(value as ReportStatusFilter);
          setPage(1);
        }}
        data={(['open', 'resolved', 'rejected', 'all'] as const).map((value) => ({
          value,
          label: t(`reportQueue.status.${value}`),
        }))}
      />
      {reports.isError && <Alert color="red">{errorMessage(reports.error)}</Alert>}
      {data && data.reports.length === 0 && <Text c="dimmed">{t('reportQueue.empty')}</Text>}
      {data?.reports.map((report) => (
        <ReportItem key={report.id} report={report} />
      ))}
      {data && data.total > data.pageSize && (
        <Pagination total={Math.ceil(data.total / data.pageSize)} value={page} onChange={setPage} />
      )}
    </Stack>
  );
}
