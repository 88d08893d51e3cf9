import type { Coverage, LearningPath } from '@exam/domain/schemas';
import { api } from '../../shared/api/api';

// Every answer of the learner invalidates { WrongAnswer, LIST } (the projections' learnerChanged): the queue and
// the coverage follow it.
/** The first page of a mode's ids; `complete`: the page holds the mode's whole list. */
export type ModeIds = { ids: string[]; complete: boolean };

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
     * server's first page of the mode (issue 35: at most 100). `complete` is false when the mode holds more: the
     * session then reads its whole list from the server (GET /practice/{setId}/question-ids).
     */
    getQuestionIdsInMode: build.query<ModeIds, { setId: string; mode: 'unseen' | 'review' }>({
      query: ({ setId, mode }) => ({ url: '/questions', params: { questionSetId: setId, mode } }),
      transformResponse: (page: { list: Array<{ id: string; locked?: boolean }>; total?: number }) => ({
        ids: page.list.filter((question) => !question.locked).map((question) => question.id),
        complete: (page.total ?? page.list.length) <= page.list.length,
      }),
      providesTags: [LEARNER],
    }),
  }),
});

export const { useGetLearningPathQuery, useGetCoverageQuery, useLazyGetQuestionIdsInModeQuery } =
  learningPathApi;
