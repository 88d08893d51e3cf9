import { useNavigate } from 'react-router';
import { useGetQuestionSetsQuery } from '../../entities/catalogue';
import {
  listModeUrl,
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

  const start = async () => {
    if (firstDue && path.data) {
      const ids = path.data.due
        .filter((card) => card.questionSetId === firstDue.questionSetId && !card.locked)
        .map((card) => card.questionId);
      navigate(listModeUrl(firstDue.questionSetId, 'review', ids));
      return;
    }
    const free = sets.data?.find((set) => !set.isPaid);
    if (!free) return navigate('/question-sets');
    const unseen = learner.signedIn ? await unseenOf({ setId: free.id, mode: 'unseen' }).unwrap() : [];
    navigate(
      unseen.length > 0 ? listModeUrl(free.id, 'unseen', unseen) : `/quiz/${encodeURIComponent(free.id)}`,
    );
  };

  return { start, dueCount: learner.signedIn ? (path.data?.counts.due ?? null) : null };
}
