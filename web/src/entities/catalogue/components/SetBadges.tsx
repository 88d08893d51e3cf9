import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isOwnedSet, isPaidSet } from '../set-status';
import type { QuestionSet } from '../types';

/** 無料 / PRO / 購入済み (or 引換済み, 期限切れ), plus おすすめ for featured sets. */
export function SetBadges({ set }: { set: QuestionSet }) {
  const { t } = useTranslation();
  const paid = isPaidSet(set);
  return (
    <Group gap={6} data-testid="set-badges">
      {paid ? (
        <Badge color="grape" variant="filled">
          {t('set.pro')}
        </Badge>
      ) : (
        <Badge color="teal" variant="light">
          {t('set.free')}
        </Badge>
      )}
      {isOwnedSet(set) && (
        <Badge color="blue" variant="light">
          {set.accessType === 'redeemed' ? t('set.redeemed') : t('set.purchased')}
        </Badge>
      )}
      {set.accessType === 'expired' && (
        <Badge color="red" variant="light">
          {t('set.expired')}
        </Badge>
      )}
      {set.isFeatured && (
        <Badge color="yellow" variant="light">
          {t('set.featured')}
        </Badge>
      )}
    </Group>
  );
}
