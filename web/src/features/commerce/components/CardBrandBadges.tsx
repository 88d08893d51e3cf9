import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CARD_BRANDS, type CardBrand } from '../card';

const LABELS: Record<Exclude<CardBrand, 'unknown'>, { label: string; color: string }> = {
  visa: { label: 'VISA', color: 'blue' },
  mastercard: { label: 'MasterCard', color: 'orange' },
  unionpay: { label: 'UnionPay', color: 'red' },
  jcb: { label: 'JCB', color: 'green' },
};

/** Learner spec §9 card network badges; the detected network is highlighted. */
export function CardBrandBadges({ detected = 'unknown' }: { detected?: CardBrand }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} data-testid="card-brands" data-detected={detected}>
      <Text size="xs" c="dimmed">
        {t('commerce.card.networks')}
      </Text>
      {CARD_BRANDS.map((brand) => (
        <Badge
          key={brand}
          size="sm"
          radius="sm"
          color={LABELS[brand].color}
          variant={detected === brand ? 'filled' : 'outline'}
          data-testid={`card-brand-${brand}`}
        >
          {LABELS[brand].label}
        </Badge>
      ))}
    </Group>
  );
}
