import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spec §2: a count of 0 (or none yet) reads "データ未同期". */
export function QuestionCountLabel({ count }: { count: number | undefined }) {
  const { t } = useTranslation();
  const known = typeof count === 'number' && count > 0;
  return (
    <Text size="xs" fw={600} c={known ? undefined : 'orange'} data-testid="question-count">
      {known ? t('set.questionCount', { count }) : t('set.notSynced')}
    </Text>
  );
}
