import { api } from '../../shared/api/api';
import type { QuestionCounts, QuestionSet, QuestionSetWindow } from './types';

const LIST = 'LIST' as const;

/** Issue 35: how many questions one read of the quiz carries (the answer sheet's page is the same size). */
export const QUESTION_WINDOW = 100;

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQuestionSets: build.query<QuestionSet[], void>({
      query: () => '/question-sets',
      providesTags: (sets) => [
        { type: 'QuestionSet', id: LIST },
        ...(sets ?? []).map((set) => ({ type: 'QuestionSet' as const, id: set.id })),
      ],
    }),
    // Issue 35: the set with the first window of its questions and their total, never every question.
    getQuestionSet: build.query<QuestionSetWindow, string>({
      query: (id) => `/question-sets/${encodeURIComponent(id)}?window=${QUESTION_WINDOW}`,
      providesTags: (_set, _error, id) => [{ type: 'QuestionSet', id }],
    }),
    getCategories: build.query<string[], void>({
      query: () => '/question-sets/categories',
      providesTags: [{ type: 'Category', id: LIST }],
    }),
    getFeaturedSets: build.query<QuestionSet[], void>({
      query: () => '/question-sets/featured',
      providesTags: (sets) => [
        { type: 'Featured', id: LIST },
        ...(sets ?? []).map((set) => ({ type: 'QuestionSet' as const, id: set.id })),
      ],
    }),
    getQuestionCount: build.query<number, string>({
      query: (id) => `/questions/count/${encodeURIComponent(id)}`,
      // The spec's server answered `count` or `data.count`; both arrive here as `{ count }`.
      transformResponse: (body: { count: number } | number) => (typeof body === 'number' ? body : body.count),
      providesTags: (_count, _error, id) => [{ type: 'QuestionSet', id }],
    }),
    batchCountQuestions: build.mutation<QuestionCounts, string[]>({
      query: (questionSetIds) => ({
        url: '/questions/batch-count',
        method: 'POST',
        body: { questionSetIds },
      }),
      // Write the fresh counts into the cached listings instead of refetching them.
      async onQueryStarted(_ids, { dispatch, queryFulfilled }) {
        const { data: counts } = await queryFulfilled.catch(() => ({ data: {} as QuestionCounts }));
        const apply = (sets: QuestionSet[]) => {
          for (const set of sets) {
            const count = counts[set.id];
            if (typeof count === 'number') set.questionCount = count;
          }
        };
        dispatch(catalogueApi.util.updateQueryData('getQuestionSets', undefined, apply));
        dispatch(catalogueApi.util.updateQueryData('getFeaturedSets', undefined, apply));
      },
    }),
  }),
});

export const {
  useGetQuestionSetsQuery,
  useGetQuestionSetQuery,
  useGetCategoriesQuery,
  useGetFeaturedSetsQuery,
  useGetQuestionCountQuery,
  useBatchCountQuestionsMutation,
} = catalogueApi;
