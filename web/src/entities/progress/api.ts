import type { WrongAnswerCounts, WrongAnswerStatus } from '@exam/domain/schemas';
import { api } from '../../shared/api/api';
import type { AnswerRequest, AnswerResult, PracticeProgress, ProgressStats, WrongAnswer } from './types';

const LIST = 'LIST' as const;
const path = (id: string) => encodeURIComponent(id);

/** The learner's practice calls (backend contract of the "Learner practice" issue). */
export const practiceApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitAnswer: build.mutation<AnswerResult, AnswerRequest>({
      query: ({ setId, ...body }) => ({ url: `/practice/${path(setId)}/answers`, method: 'POST', body }),
    }),
    resetPractice: build.mutation<unknown, string>({
      query: (setId) => ({ url: `/practice/${path(setId)}/reset`, method: 'POST' }),
      invalidatesTags: (_result, _error, setId) => [
        { type: 'Progress', id: setId },
        { type: 'Progress', id: LIST },
        // The learner's own reset shows on the set's pass estimate at once (the socket's follow-up is paced).
        { type: 'Readiness', id: setId },
      ],
    }),
    getPracticeProgress: build.query<PracticeProgress, string>({
      query: (setId) => `/practice/${path(setId)}/progress`,
      providesTags: (_progress, _error, setId) => [{ type: 'Progress', id: setId }],
    }),
    getProgressStats: build.query<ProgressStats, void>({
      query: () => '/user-progress/stats',
      providesTags: (stats) => [
        { type: 'Progress', id: LIST },
        ...Object.keys(stats ?? {}).map((id) => ({ type: 'Progress' as const, id })),
      ],
    }),
    // The open entries by default (issue 40): an entry answered right since leaves at once (every answer of the
    // learner invalidates { WrongAnswer, LIST }); `resolved` or `all` show the rest.
    getWrongAnswers: build.query<WrongAnswer[], WrongAnswerStatus | undefined>({
      query: (status) =>
        status && status !== 'unresolved' ? `/wrong-answers?status=${status}` : '/wrong-answers',
      providesTags: (list) => [
        { type: 'WrongAnswer', id: LIST },
        ...(list ?? []).map((item) => ({ type: 'WrongAnswer' as const, id: item.id })),
      ],
    }),
    getWrongAnswerCounts: build.query<WrongAnswerCounts, void>({
      query: () => '/wrong-answers/counts',
      providesTags: [{ type: 'WrongAnswer', id: LIST }],
    }),
    deleteWrongAnswer: build.mutation<unknown, string>({
      query: (id) => ({ url: `/wrong-answers/${path(id)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'WrongAnswer', id: LIST }],
    }),
    updateWrongAnswerMemo: build.mutation<unknown, { id: string; memo: string }>({
      query: ({ id, memo }) => ({ url: `/wrong-answers/${path(id)}/memo`, method: 'PUT', body: { memo } }),
      // The memo is written into the cached list at once; a failure puts the old text back.
      async onQueryStarted({ id, memo }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          practiceApi.util.updateQueryData('getWrongAnswers', undefined, (list) => {
            const item = list.find((entry) => entry.id === id);
            if (item) item.memo = memo;
          }),
        );
        const patchResolved = dispatch(
          practiceApi.util.updateQueryData('getWrongAnswers', 'resolved', (list) => {
            const item = list.find((entry) => entry.id === id);
            if (item) item.memo = memo;
          }),
        );
        await queryFulfilled.catch(() => {
          patch.undo();
          patchResolved.undo();
        });
      },
    }),
  }),
});

export const {
  useSubmitAnswerMutation,
  useResetPracticeMutation,
  useGetPracticeProgressQuery,
  useGetProgressStatsQuery,
  useGetWrongAnswersQuery,
  useGetWrongAnswerCountsQuery,
  useDeleteWrongAnswerMutation,
  useUpdateWrongAnswerMemoMutation,
} = practiceApi;
