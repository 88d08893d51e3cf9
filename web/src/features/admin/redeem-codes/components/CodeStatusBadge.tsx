import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminRedeemCode } from '../types';

const COLORS: Record<AdminRedeemCode['status'], string> = { unused: 'teal', used: 'gray', deleted: 'red' };
export const CODE_STATUS_LABELS: Record<AdminRedeemCode['status'], string> = {
  unused: 'redeemAdmin.unused',
  used: 'redeemAdmin.used',
  deleted: 'redeemAdmin.statusDeleted',
};

/** A code's state as both code lists show it: 未使用, 使用済み, or 削除済み (deleted codes stay on record). */
export function CodeStatusBadge({ status }: { status: AdminRedeemCode['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" data-testid="redeem-row-status">
      {t(CODE_STATUS_LABELS[status])}
    </Badge>
  );
}
