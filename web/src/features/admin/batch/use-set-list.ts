import { useRef } from 'react';
import { type QuestionSet, useGetQuestionSetsQuery } from '../../../entities/catalogue';

/**
 * The set list of the target picker. While an import is settling (`paused`) the tab holds no subscription to it
 * and shows its last answer: the import's commits, each announced on the socket, then refetch nothing (RTK Query
 * drops an invalidated entry nobody subscribes to), and the list is read once when the import is in (issue 35:
 * a 10,000-line import refetched it ~20 times). The socket's coalescing alone (entities/realtime) brings a 2,000-line
 * import to 2-3 reads; this tab knows the import is under way, so it waits for its end and reads once.
 */
export const useSetList = (paused: boolean): QuestionSet[] | undefined => {
  const { data } = useGetQuestionSetsQuery(undefined, { skip: paused });
  const last = useRef(data);
  if (data) last.current = data;
  return data ?? last.current;
};
