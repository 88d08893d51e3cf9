import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TrialBarProps = { remaining: number; onBuy: () => void; onRedeem: () => void };

/** Spec §2 bottom bar of a paid set in trial: how many questions remain free, and buy / redeem buttons. */
export function TrialBar({ remaining, onBuy, onRedeem }: TrialBarProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" bg="orange.0" data-testid="trial-bar" data-remaining={remaining}>
      <Group justify="space-between">
        <Text size="sm">{t('quiz.trialBar', { count: remaining })}</Text>
        <Group gap="xs">
          <Button size="xs" variant="outline" onClick={onRedeem} data-testid="trial-redeem">
            {t('quiz.redeem')}
          </Button>
          <Button size="xs" color="grape" onClick={onBuy} data-testid="trial-buy">
            {t('quiz.buy')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
