import type { WrongAnswerCounts } from '@exam/domain/schemas';
import { api } from '../../shared/api/api';
import type {
  AnswerRequest,
  AnswerResult,
  PracticeProgress,
  ProgressStats,
  WrongAnswerPage,
  WrongAnswerPageArgs,
} from './types';

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
    // learner invalidates { WrongAnswer, LIST }); `resolved` shows the rest. Issue 35: one page at a time, so a
    // book of thousands opens as fast as a book of ten.
    getWrongAnswerPage: build.query<WrongAnswerPage, WrongAnswerPageArgs>({
      query: ({ status, questionSetId, page, pageSize }) => ({
        url: '/wrong-answers',
        params: {
          ...(status === 'unresolved' ? {} : { status }),
          ...(questionSetId ? { questionSetId } : {}),
          page,
          pageSize,
        },
      }),
      providesTags: (result) => [
        { type: 'WrongAnswer', id: LIST },
        ...(result?.list ?? []).map((item) => ({ type: 'WrongAnswer' as const, id: item.id })),
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
      // The memo is written into every cached page holding the entry at once; a failure puts the old text back.
      async onQueryStarted({ id, memo }, { dispatch, getState, queryFulfilled }) {
        const pages = practiceApi.util
          .selectInvalidatedBy(getState(), [{ type: 'WrongAnswer', id }])
          .filter((entry) => entry.endpointName === 'getWrongAnswerPage');
        const patches = pages.map((entry) =>
          dispatch(
            practiceApi.util.updateQueryData(
              'getWrongAnswerPage',
              entry.originalArgs as WrongAnswerPageArgs,
              (page) => {
                const item = page.list.find((found) => found.id === id);
                if (item) item.memo = memo;
              },
            ),
          ),
        );
        await queryFulfilled.catch(() => {
          for (const patch of patches) patch.undo();
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
  useGetWrongAnswerPageQuery,
  useGetWrongAnswerCountsQuery,
  useDeleteWrongAnswerMutation,
  useUpdateWrongAnswerMemoMutation,
} = practiceApi;
