import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  /** The server's flag: the set was deleted, its purchases and codes stay on record (admin spec §5). */
  questionSetDeleted?: boolean | undefined;
  title: string | null | undefined;
  /** Shown when the set is unknown without being flagged deleted (e.g. an id the catalogue never had). */
  fallback: string;
};

/** The set a purchase, redemption or code belongs to: its title, or 削除済みの問題集 when it was deleted. */
export function GrantSetTitle({ questionSetDeleted, title, fallback }: Props) {
  const { t } = useTranslation();
  if (questionSetDeleted)
    return (
      <Badge color="gray" variant="outline" data-testid="deleted-set">
        {t('commerce.deletedSet')}
      </Badge>
    );
  return <Text span>{title ?? fallback}</Text>;
}
