import { useTranslation } from 'react-i18next';
import { useGetRedeemCodeAuditQuery } from '../api';
import { AuditDrawer } from './AuditDrawer';
import { TimelineList } from './TimelineList';

/** What happened to one redeem code, from the code list's row. */
export function RedeemCodeAuditDrawer({ code, onClose }: { code: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const audit = useGetRedeemCodeAuditQuery(code ?? '', {
    skip: code === null,
    refetchOnMountOrArgChange: true,
  });
  return (
    <AuditDrawer
      opened={code !== null}
      onClose={onClose}
      title={t('audit.codeTitle', { code: code ?? '' })}
      loading={audit.isFetching && !audit.data}
      failed={audit.isError}
      testId="code-audit-drawer"
    >
      <TimelineList entries={audit.data?.timeline ?? []} />
    </AuditDrawer>
  );
}
