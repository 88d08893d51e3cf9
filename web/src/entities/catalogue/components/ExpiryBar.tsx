import { remainingDaysLabel } from '@exam/domain/rules';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { validityBar } from '../validity';

/** Validity of an owned set: scales to 30 days; blue, orange under 7 days, red when expired. */
export function ExpiryBar({ remainingDays }: { remainingDays: number | null }) {
  const { t } = useTranslation();
  const bar = validityBar(remainingDays);
  return (
    <Stack gap={2} data-testid="expiry-bar">
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {t('set.validity')}
        </Text>
        <Text size="xs" c={bar.color}>
          {remainingDays !== null && remainingDays <= 0
            ? t('set.expired')
            : t('set.remaining', { label: remainingDaysLabel(remainingDays) })}
        </Text>
      </Group>
      <Progress
        value={bar.percent}
        color={bar.color}
        size="sm"
        aria-label={
          remainingDays !== null && remainingDays <= 0
            ? t('set.expired')
            : t('set.remaining', { label: remainingDaysLabel(remainingDays) })
        }
      />
    </Stack>
  );
}
