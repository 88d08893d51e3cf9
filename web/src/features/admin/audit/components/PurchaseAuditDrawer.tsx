import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGetPurchaseAuditQuery } from '../api';
import { AuditDrawer } from './AuditDrawer';
import { TimelineList } from './TimelineList';

const STATUS_COLOR = { paid: 'teal', failed: 'red', pending: 'yellow' } as const;

/** What happened to one payment (by purchase id or payment intent id). */
export function PurchaseAuditDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const audit = useGetPurchaseAuditQuery(id ?? '', {
    skip: id === null,
    refetchOnMountOrArgChange: true,
  });
  return (
    <AuditDrawer
      opened={id !== null}
      onClose={onClose}
      title={t('audit.purchaseTitle')}
      loading={audit.isFetching && !audit.data}
      failed={audit.isError}
      testId="purchase-audit-drawer"
    >
      {audit.data && (
        <Stack>
          <Group gap="xs">
            <Text size="sm" ff="monospace">
              {audit.data.paymentIntentId}
            </Text>
            <Badge variant="light" color={STATUS_COLOR[audit.data.status]}>
              {t(`audit.paymentStatus.${audit.data.status}`)}
            </Badge>
          </Group>
          <TimelineList entries={audit.data.timeline} />
        </Stack>
      )}
    </AuditDrawer>
  );
}
