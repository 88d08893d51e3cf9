import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LockIcon } from './LockIcon';

type PurchaseWallProps = { onBuy: () => void; onRedeem: () => void };

/** Spec §4 Access per set: the trial is over; buy or redeem a code to go on. */
export function PurchaseWall({ onBuy, onRedeem }: PurchaseWallProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder shadow="sm" p="xl" data-testid="purchase-wall">
      <Stack align="center" gap="md">
        <Text c="grape" aria-hidden>
          <LockIcon size={40} />
        </Text>
        <Title order={3}>{t('quiz.trialEnded')}</Title>
        <Text c="dimmed" ta="center">
          {t('quiz.purchaseWallText')}
        </Text>
        <Group>
          <Button color="grape" onClick={onBuy} data-testid="purchase-wall-buy">
            {t('quiz.buy')}
          </Button>
          <Button variant="outline" onClick={onRedeem} data-testid="purchase-wall-redeem">
            {t('quiz.redeem')}
          </Button>
          <Button variant="default" component={Link} to="/">
            {t('app.home')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
