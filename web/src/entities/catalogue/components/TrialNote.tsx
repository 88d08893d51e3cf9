import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trialCountOf } from '../set-status';
import type { QuestionSet } from '../types';

/** Trial note for a paid set without access; hidden when the trial is 0 questions. */
export function TrialNote({ set }: { set: QuestionSet }) {
  const { t } = useTranslation();
  const count = trialCountOf(set);
  if (count <= 0) return null;
  return (
    <Text size="xs" c="indigo" data-testid="trial-note">
      {t('set.trialNote', { count })}
    </Text>
  );
}
