import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../shared/api/api-error';
import { currentLanguage } from '../../../../shared/i18n';
import { formatDateTime, formatYen } from '../../../../shared/i18n/format';
import { toast } from '../../../../shared/ui/toast';
import { useGetPendingCompletionsQuery, useRetryCompletionMutation } from '../api';

/**
 * Issue 27: payments the gateway charged whose access is still being granted (completing failed; a job retries
 * it). Shown above the purchases search only when there are any, with a retry per payment.
 */
export function PendingCompletions() {
  const { t } = useTranslation();
  const pending = useGetPendingCompletionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [retry, retrying] = useRetryCompletionMutation();
  const list = pending.data?.list ?? [];
  if (list.length === 0) return null;
  const date = (value: string) => formatDateTime(value, currentLanguage());

  const retryOne = async (paymentIntentId: string) => {
    try {
      const result = await retry(paymentIntentId).unwrap();
      if ('accessPending' in result)
        toast.info(t('audit.pending.stillPending'), { id: `pending-${paymentIntentId}` });
      else toast.success(t('audit.pending.granted'), { id: `pending-${paymentIntentId}` });
    } catch (error) {
      toast.error(errorMessage(error) ?? t('audit.loadFailed'), { id: `pending-${paymentIntentId}` });
    }
  };

  return (
    <Alert
      color="orange"
      title={t('audit.pending.title', { count: list.length })}
      data-testid="pending-completions"
    >
      <Stack gap="xs">
        <Text size="sm">{t('audit.pending.explain')}</Text>
        {list.map((row) => (
          <Paper key={row.paymentIntentId} withBorder p="xs" radius="sm" data-testid="pending-completion-row">
            <Group justify="space-between" align="center" gap="xs" wrap="wrap">
              <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
                <Group gap={6} wrap="wrap">
                  <Text fw={600} size="sm">
                    {row.username}
                  </Text>
                  <Text size="sm">{row.setTitle || row.questionSetId}</Text>
                </Group>
                <Group gap={6} wrap="wrap">
                  <Text size="sm">{formatYen(row.amount, currentLanguage())}</Text>
                  <Badge color="orange" variant="light" size="sm">
                    {t('audit.pending.badge')}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed" title={row.lastReason}>
                  {t('audit.pending.since')}: {date(row.firstFailedAt)} ・{' '}
                  {t('audit.pending.failures', { count: row.failures })}
                </Text>
              </Stack>
              <Button
                size="xs"
                loading={retrying.isLoading && retrying.originalArgs === row.paymentIntentId}
                onClick={() => void retryOne(row.paymentIntentId)}
                data-testid="pending-completion-retry"
              >
                {t('audit.pending.retry')}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Alert>
  );
}
