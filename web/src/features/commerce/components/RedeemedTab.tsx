import { remainingDays, remainingDaysLabel } from '@exam/domain/rules';
import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { GrantSetTitle } from '../../../entities/catalogue';
import { currentLanguage } from '../../../shared/i18n';
import { formatDate } from '../../../shared/i18n/format';
import { toast } from '../../../shared/ui/toast';
import { useGetUserRedemptionsQuery } from '../api';
import { maskRedeemCode, REDEMPTION_COLOR, redemptionState } from '../redeem-view';
import type { Redemption } from '../types';

/** Learner spec §2 profile redeemed tab: a card per redemption, its state, the masked code; retry on failure. */
export function RedeemedTab() {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch, fulfilledTimeStamp } = useGetUserRedemptionsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const now = new Date(fulfilledTimeStamp ?? Date.now());

  useEffect(() => {
    if (isError) toast.error(t('commerce.redeemed.fetchFailed'), { id: 'profile-redeemed-failed' });
  }, [isError, t]);

  if (isLoading) return <Loader size="sm" />;
  if (isError && !data) {
    return (
      <Alert color="red" title={t('commerce.redeemed.loadFailed')} data-testid="redeemed-error">
        <Button size="xs" mt="sm" onClick={() => void refetch()} data-testid="redeemed-retry">
          {t('commerce.redeemed.retry')}
        </Button>
      </Alert>
    );
  }
  if (!data || data.length === 0)
    return (
      <Text c="dimmed" data-testid="redeemed-empty">
        {t('commerce.redeemed.empty')}
      </Text>
    );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="profile-redeemed">
      {data.map((redemption) => (
        <RedemptionCard key={redemption.id} redemption={redemption} now={now} />
      ))}
    </SimpleGrid>
  );
}

function RedemptionCard({ redemption, now }: { redemption: Redemption; now: Date }) {
  const { t } = useTranslation();
  const state = redemptionState(redemption.expiryDate, now);
  const date = (value: string | null) => (value ? formatDate(value, currentLanguage()) : '—');
  return (
    <Card withBorder padding="md" data-testid="redemption-card" data-state={state}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} lineClamp={1}>
            <GrantSetTitle
              questionSetDeleted={redemption.questionSetDeleted}
              title={redemption.redeemQuestionSet?.title}
              fallback={redemption.questionSetId}
            />
          </Text>
          <Badge color={REDEMPTION_COLOR[state]} variant="light" data-testid="redemption-state">
            {t(`commerce.redeemed.states.${state}`)}
          </Badge>
        </Group>
        <Text size="sm" ff="monospace" data-testid="redemption-code">
          {t('commerce.redeemed.code')}: {maskRedeemCode(redemption.code)}
        </Text>
        <Text size="sm">
          {t('commerce.redeemed.usedAt')}: {date(redemption.usedAt)}
        </Text>
        <Text size="sm" c={REDEMPTION_COLOR[state]}>
          {t('commerce.redeemed.expiresAt')}: {date(redemption.expiryDate)}
          {state !== 'expired' && ` (${remainingDaysLabel(remainingDays(redemption.expiryDate, now))})`}
        </Text>
        <Text size="xs" c="dimmed">
          {t('commerce.redeemed.validityDays', { days: redemption.validityDays })}
        </Text>
      </Stack>
    </Card>
  );
}
