import type { Coverage, LearningPath } from '@exam/domain/schemas';
import { api } from '../../shared/api/api';

// Every answer of the learner invalidates { WrongAnswer, LIST } (the projections' learnerChanged): the queue and
// the coverage follow it.
const LEARNER = { type: 'WrongAnswer' as const, id: 'LIST' };

/** Issue 17: the learning path's queue, coverage per set, and the question lists of the review and unseen modes. */
export const learningPathApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Days and the forecast in the learner's zone: the learning path page sends useLearnerTimeZone (the saved one,
     * else the browser's). Without `tz` (the home page's 今日の1問, which reads only what is due now) the server
     * counts in the saved zone, else Asia/Tokyo.
     */
    getLearningPath: build.query<LearningPath, string | undefined>({
      query: (tz) => ({ url: '/learning-path', params: { tz } }),
      providesTags: [LEARNER],
    }),
    getCoverage: build.query<Coverage, void>({
      query: () => '/user-progress/coverage',
      providesTags: [LEARNER],
    }),
    /**
     * The ids of a set's questions in a mode (unseen: never answered; review: due), gated like the quiz: the
     * server's first page of the mode (issue 35: at most 100, so a session's URL stays short on a big set).
     */
    getQuestionIdsInMode: build.query<string[], { setId: string; mode: 'unseen' | 'review' }>({
      query: ({ setId, mode }) => ({ url: '/questions', params: { questionSetId: setId, mode } }),
      transformResponse: (page: { list: Array<{ id: string; locked?: boolean }> }) =>
        page.list.filter((question) => !question.locked).map((question) => question.id),
      providesTags: [LEARNER],
    }),
  }),
});

export const { useGetLearningPathQuery, useGetCoverageQuery, useLazyGetQuestionIdsInModeQuery } =
  learningPathApi;

/** The quiz URL of a list mode over the given questions. */
export const listModeUrl = (setId: string, mode: 'review' | 'unseen', questionIds: readonly string[]) =>
  `/quiz/${encodeURIComponent(setId)}?${new URLSearchParams({
    mode,
    questions: questionIds.join(','),
    start: 'first',
  }).toString()}`;
