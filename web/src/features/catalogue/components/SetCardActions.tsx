import { Button, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isAwaitingPurchase } from '../set-status';
import type { QuestionSet } from '../types';

/** 学習開始, and for a paid set without access 購入する (disabled until the commerce issue). */
export function SetCardActions({ set, compact = false }: { set: QuestionSet; compact?: boolean }) {
  const { t } = useTranslation();
  const size = compact ? 'xs' : 'sm';
  return (
    <Group gap="xs" mt="auto" grow={!compact} wrap="nowrap">
      <Button component={Link} to={`/quiz/${set.id}`} size={size} data-testid="start-button">
        {t('set.start')}
      </Button>
      {isAwaitingPurchase(set) && (
        <Tooltip label={t('set.buyPreparing')}>
          <Button size={size} variant="outline" color="grape" disabled data-testid="buy-button">
            {t('set.buy')}
          </Button>
        </Tooltip>
      )}
    </Group>
  );
}
