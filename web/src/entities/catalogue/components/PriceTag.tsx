import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuestionSet } from '../types';

const yen = new Intl.NumberFormat('ja-JP');

/** Price in yen, tax included (spec §9). */
export function PriceTag({ set }: { set: Pick<QuestionSet, 'price'> }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" fw={700} c="grape" data-testid="set-price" style={{ whiteSpace: 'nowrap' }}>
      {t('set.price', { price: yen.format(Number(set.price) || 0) })}
    </Text>
  );
}
