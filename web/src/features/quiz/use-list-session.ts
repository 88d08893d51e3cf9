import { useEffect, useState } from 'react';
import { keepListSession, storedListPlace, storedListSession } from '../../entities/progress';
import { listModeOf, type QuizParams } from './quiz-params';
import { useGetListedQuestionsQuery, useGetPracticeListIdsQuery } from './quiz-reads-api';

type ListSessionInput = { setId: string; params: QuizParams; offline: boolean; signedIn: boolean };

/**
 * Which questions a list session runs through (issue 40). The URL's `questions=` (spec §2; a short list) are
 * read whole, in the set's order, as before. Without them, the ids kept for this tab when the session first read
 * them, else (signed in, online) the learner's list read from the server once, in the set's order, and kept: a
 * reload runs through the same questions however many, and the quiz reads them by id in windows.
 */
export function useListSession({ setId, params, offline, signedIn }: ListSessionInput) {
  const mode = listModeOf(params);
  const urlIds = mode ? params.questionIds : null;
  // Read once per run: kept ids mean this tab's session continues (a reload), so it opens where it was.
  const [{ keptIds, keptPlace }] = useState(() => {
    const ids = mode && urlIds === null ? storedListSession(sessionStorage, setId, mode) : null;
    return { keptIds: ids, keptPlace: mode && ids ? storedListPlace(sessionStorage, setId, mode) : null };
  });
  const listedInUrl = useGetListedQuestionsQuery(
    { setId, ids: urlIds ?? [] },
    { skip: offline || urlIds === null, refetchOnMountOrArgChange: true },
  );
  const fromServer = useGetPracticeListIdsQuery(
    { setId, mode: mode ?? 'wrong-answers' },
    {
      skip: offline || mode === null || urlIds !== null || keptIds !== null || !signedIn,
      refetchOnMountOrArgChange: true,
    },
  );
  const serverIds = fromServer.currentData ?? null;
  useEffect(() => {
    if (mode && serverIds && serverIds.length > 0) keepListSession(sessionStorage, setId, mode, serverIds);
  }, [mode, serverIds, setId]);
  const failed = listedInUrl.isError ? listedInUrl : fromServer.isError ? fromServer : null;
  return {
    /** The URL's ids (offline, the bundle's questions are narrowed to them or to the kept ones). */
    narrowTo: urlIds ?? keptIds,
    /** The URL's questions, read whole (undefined while on their way or when the URL lists none). */
    urlQuestions: urlIds === null ? undefined : listedInUrl.data,
    /** A long list's ids, read by id in windows; null when the run has none. */
    windowIds: urlIds === null ? (keptIds ?? serverIds) : null,
    /** Where a continued session was (its place kept for the tab), or null. */
    keptPlace,
    fetching: listedInUrl.isFetching || (keptIds === null && fromServer.isFetching),
    failed: failed && { error: failed.error, refetch: () => void failed.refetch() },
  };
}
