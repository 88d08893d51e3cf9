import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCommerceActions } from '../../entities/access';
import { isAwaitingPurchase, type QuestionSet } from '../../entities/catalogue';

/** 学習開始, and for a paid set without access 購入する (opens the payment modal). */
export function SetCardActions({ set, compact = false }: { set: QuestionSet; compact?: boolean }) {
  const { t } = useTranslation();
  const { buy } = useCommerceActions();
  const size = compact ? 'xs' : 'sm';
  return (
    <Group gap="xs" mt="auto" grow={!compact} wrap="nowrap">
      <Button component={Link} to={`/quiz/${set.id}`} size={size} data-testid="start-button">
        {t('set.start')}
      </Button>
      {(isAwaitingPurchase(set) || set.accessType === 'expired') && (
        <Button size={size} variant="outline" color="grape" onClick={() => buy(set)} data-testid="buy-button">
          {t('set.buy')}
        </Button>
      )}
    </Group>
  );
}
