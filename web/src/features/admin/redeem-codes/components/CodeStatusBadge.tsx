import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminRedeemCode } from '../types';

const COLORS: Record<AdminRedeemCode['status'], string> = { unused: 'teal', used: 'gray', deleted: 'red' };

/** A code's state as both code lists show it: 未使用, 使用済み, or 削除済み (deleted codes stay on record). */
export function CodeStatusBadge({ status }: { status: AdminRedeemCode['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" data-testid="redeem-row-status">
      {t(`redeemAdmin.${status}`)}
    </Badge>
  );
}
