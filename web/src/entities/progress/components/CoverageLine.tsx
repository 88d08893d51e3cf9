import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLearner } from '../../session';
import { useGetCoverageQuery } from '../learning-path-api';

/**
 * Issue 17: how much of a set the signed-in learner ever answered (resets do not undo it). One request serves
 * every card (RTK Query shares it); nothing for visitors or before any answer.
 */
export function CoverageLine({ setId }: { setId: string }) {
  const { t } = useTranslation();
  const learner = useLearner();
  const { coverage } = useGetCoverageQuery(undefined, {
    skip: !learner.signedIn,
    selectFromResult: ({ data }) => ({ coverage: data?.find((entry) => entry.questionSetId === setId) }),
  });
  if (!coverage) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="set-coverage">
      {t('coverage.line', {
        percent: Math.round(coverage.coverage * 100),
        answered: coverage.answered,
        total: coverage.total,
      })}
    </Text>
  );
}
