import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../shared/i18n';
import { formatYen } from '../../../shared/i18n/format';
import type { QuestionSet } from '../types';

/** Price in yen, tax included (spec §9), as the interface's language writes it (1,980円 / ¥1,980). */
export function PriceTag({ set }: { set: Pick<QuestionSet, 'price'> }) {
  const { t } = useTranslation();
  const price = formatYen(Number(set.price) || 0, currentLanguage());
  return (
    <Text size="sm" fw={700} c="grape" data-testid="set-price" style={{ whiteSpace: 'nowrap' }}>
      {t('set.price', { price })}
    </Text>
  );
}
