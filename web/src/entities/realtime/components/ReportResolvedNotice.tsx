import '../../../shared/i18n/readiness';
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast';
import { parseReportResolved, type ReportResolved } from '../report-events';

/** Where the learner reads their reports and the administrators' answers. */
const MY_REPORTS_PATH = '/learning-path#my-reports';

type NoticeProps = { outcome: ReportResolved['outcome']; navigate: (to: string) => void };

/** The outcome in the learner's language (it follows a language switch while shown) and a link to their reports. */
function ReportResolvedNotice({ outcome, navigate }: NoticeProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} data-testid="report-resolved-notice" data-outcome={outcome}>
      <Text size="sm">{t(`myReports.${outcome}`)}</Text>
      <Anchor
        href={MY_REPORTS_PATH}
        size="sm"
        onClick={(event) => {
          event.preventDefault();
          navigate(MY_REPORTS_PATH);
        }}
      >
        {t('myReports.view')}
      </Anchor>
    </Stack>
  );
}

/**
 * The toast for a closed question report. Loaded when the first such event arrives (with the readiness texts), so
 * the first load carries none of it. A payload it cannot read (no report, no outcome) shows nothing.
 */
export function showReportResolved(payload: unknown, navigate: (to: string) => void): void {
  const report = parseReportResolved(payload);
  if (!report) return;
  toast[report.outcome === 'resolved' ? 'success' : 'info'](
    <ReportResolvedNotice outcome={report.outcome} navigate={navigate} />,
    { id: `report-resolved-${report.reportId}`, autoClose: 10_000 },
  );
}
