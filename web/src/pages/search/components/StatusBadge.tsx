import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isOwnedSet, isPaidSet, type QuestionSet } from '../../../entities/catalogue';

/** The one status of a set the list view shows. */
export function StatusBadge({ set }: { set: QuestionSet }) {
  const { t } = useTranslation();
  const [color, label] =
    set.accessType === 'expired'
      ? ['red', t('set.expired')]
      : isOwnedSet(set)
        ? ['blue', set.accessType === 'redeemed' ? t('set.redeemed') : t('set.purchased')]
        : isPaidSet(set)
          ? ['grape', t('set.paid')]
          : ['teal', t('set.free')];
  return (
    <Badge color={color} variant="light" data-testid="status-badge">
      {label}
    </Badge>
  );
}
