import { useNavigate } from 'react-router';
import { useGetQuestionSetsQuery } from '../../entities/catalogue';
import {
  forgetListSession,
  type ListMode,
  listSessionUrl,
  useGetLearningPathQuery,
  useLazyGetQuestionIdsInModeQuery,
} from '../../entities/progress';
import { useLearner } from '../../entities/session';

/**
 * 今日の1問から始める (issue 17): a signed-in learner with reviews due opens them (the set of the oldest due card);
 * otherwise a fresh question: the questions of the first free set the learner has never answered.
 */
export function useStartToday() {
  const navigate = useNavigate();
  const learner = useLearner();
  const path = useGetLearningPathQuery(undefined, { skip: !learner.signedIn });
  const sets = useGetQuestionSetsQuery();
  const [unseenOf] = useLazyGetQuestionIdsInModeQuery();
  const firstDue = path.data?.due.find((card) => !card.locked);

  const open = (setId: string, mode: ListMode, ids: readonly string[] | null) => {
    forgetListSession(sessionStorage, setId, mode);
    navigate(listSessionUrl(setId, mode, ids));
  };

  const start = async () => {
    if (firstDue && path.data) {
      const ids = path.data.due
        .filter((card) => card.questionSetId === firstDue.questionSetId && !card.locked)
        .map((card) => card.questionId);
      return open(firstDue.questionSetId, 'review', ids);
    }
    const free = sets.data?.find((set) => !set.isPaid);
    if (!free) return navigate('/question-sets');
    const unseen = learner.signedIn ? await unseenOf({ setId: free.id, mode: 'unseen' }).unwrap() : null;
    if (!unseen || unseen.ids.length === 0) return navigate(`/quiz/${encodeURIComponent(free.id)}`);
    open(free.id, 'unseen', unseen.complete ? unseen.ids : null);
  };

  return { start, dueCount: learner.signedIn ? (path.data?.counts.due ?? null) : null };
}
