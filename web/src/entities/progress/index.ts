export {
  useDeleteWrongAnswerMutation,
  useGetPracticeProgressQuery,
  useGetProgressStatsQuery,
  useGetWrongAnswerCountsQuery,
  useGetWrongAnswerPageQuery,
  useResetPracticeMutation,
  useSubmitAnswerMutation,
  useUpdateWrongAnswerMemoMutation,
} from './api';
export { CoverageLine } from './components/CoverageLine';
export { UnseenButton } from './components/UnseenButton';
export { useGetLearningPathQuery, useLazyGetQuestionIdsInModeQuery } from './learning-path-api';
export {
  forgetListSession,
  keepListPlace,
  keepListSession,
  type ListMode,
  listSessionUrl,
  storedListPlace,
  storedListSession,
  URL_LIST_LIMIT,
} from './list-session';
export { clearLocalProgressOf, localProgressKey } from './local-progress-keys';
export type {
  AnsweredQuestion,
  AnswerResult,
  OpenQuestion,
  PracticeMode,
  PracticeProgress,
  ProgressSummary,
  QuizQuestion,
  QuizSet,
  RemovedQuestion,
  SetProgressStats,
  WrongAnswer,
  WrongAnswerPage,
  WrongAnswerPageArgs,
} from './types';
export { isRemovedQuestion } from './types';
