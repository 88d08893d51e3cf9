import { remainingDaysLabel } from '@exam/domain/rules';
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GrantSetTitle } from '../../../entities/catalogue';
import { currentLanguage } from '../../../shared/i18n';
import { formatDate } from '../../../shared/i18n/format';
import { toast } from '../../../shared/ui/toast';
import { useGetPurchasesQuery } from '../api';
import {
  formatYen,
  paymentMethodKey,
  purchaseStatusDisplay,
  STATUS_COLOR,
  validityColor,
} from '../purchase-view';
import type { PurchaseRow } from '../types';

/** Learner spec §2 profile purchases tab: status, validity colour, amount, method; retry on failure. */
export function PurchasesTab() {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useGetPurchasesQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });

  useEffect(() => {
    if (isError) toast.error(t('commerce.purchases.fetchFailed'), { id: 'profile-purchases-failed' });
  }, [isError, t]);

  if (isLoading) return <Loader size="sm" />;
  if (isError && !data) {
    return (
      <Alert color="red" title={t('commerce.purchases.loadFailed')} data-testid="purchases-error">
        <Button size="xs" mt="sm" onClick={() => void refetch()} data-testid="purchases-retry">
          {t('commerce.purchases.retry')}
        </Button>
      </Alert>
    );
  }
  if (!data || data.length === 0)
    return (
      <Text c="dimmed" data-testid="purchases-empty">
        {t('commerce.purchases.empty')}
      </Text>
    );
  return (
    <Stack gap="sm" data-testid="profile-purchases">
      {data.map((row) => (
        <PurchaseItem key={row.id} row={row} />
      ))}
    </Stack>
  );
}

function PurchaseItem({ row }: { row: PurchaseRow }) {
  const { t } = useTranslation();
  const status = purchaseStatusDisplay(row);
  const method = paymentMethodKey(row.paymentMethod);
  const date = (value: string | null) => (value ? formatDate(value, currentLanguage()) : '—');
  return (
    <Paper withBorder p="md" data-testid="purchase-item" data-set-id={row.questionSetId} data-status={status}>
      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={700}>
            <GrantSetTitle
              questionSetDeleted={row.questionSetDeleted}
              title={row.questionSet?.title}
              fallback={t('commerce.purchases.unknownSet')}
            />
          </Text>
          <Badge color={STATUS_COLOR[status]} variant="light" data-testid="purchase-status">
            {t(`commerce.purchases.status.${status}`)}
          </Badge>
        </Group>
        <Group gap="lg">
          <Text size="sm">
            {t('commerce.purchases.amount')}:{' '}
            <Text span fw={700} data-testid="purchase-amount">
              {formatYen(row.amount, currentLanguage())}
            </Text>
          </Text>
          <Text size="sm" data-testid="purchase-method">
            {t('commerce.purchases.method')}:{' '}
            {method ? t(`commerce.purchases.methods.${method}`) : row.paymentMethod}
          </Text>
          <Text size="sm">
            {t('commerce.purchases.purchasedAt')}: {date(row.purchaseDate)}
          </Text>
          <Text size="sm">
            {t('commerce.purchases.expiresAt')}: {date(row.expiryDate)}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm" c={validityColor(row.remainingDays)} data-testid="purchase-remaining">
            {status === 'expired'
              ? t('commerce.purchases.status.expired')
              : t('commerce.purchases.remaining', { label: remainingDaysLabel(row.remainingDays) })}
          </Text>
          {row.questionSet && !row.questionSetDeleted && (
            <Button size="xs" variant="light" component={Link} to={`/quiz/${row.questionSetId}`}>
              {t('commerce.purchases.open')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
