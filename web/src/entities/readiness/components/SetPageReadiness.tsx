import { useGetReadinessQuery } from '../api';
import { SetReadiness } from './SetReadiness';

/**
 * The set's page: the learner's estimate for this set only (`?questionSetId=`), once they have practised it;
 * nothing while it loads, before any practice or when it fails (the page's practice matters more).
 */
export function SetPageReadiness({ questionSetId }: { questionSetId: string }) {
  const readiness = useGetReadinessQuery({ questionSetId }, { refetchOnMountOrArgChange: true });
  const set = readiness.data?.sets.find((entry) => entry.questionSetId === questionSetId);
  if (!set || set.basedOn.answers + set.basedOn.mockExams === 0) return null;
  return <SetReadiness set={set} showTitle={false} />;
}
