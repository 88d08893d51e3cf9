import type { AdminQuestion, QuestionBodyInput, UpdateQuestionBodyInput } from '@exam/domain/schemas';
import { api } from '../../../shared/api/api';

const setTags = (questionSetId: string) => [
  { type: 'QuestionSet' as const, id: questionSetId },
  { type: 'QuestionSet' as const, id: 'LIST' },
];

/**
 * The question calls of admin spec §7. An administrator's GET /questions carries every question in full
 * (AdminQuestion, the server's own schema); the catalogue's socket `invalidate` (QuestionSet tags) refreshes it.
 */
export const questionsAuthoringApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminQuestions: build.query<AdminQuestion[], string>({
      query: (questionSetId) => ({ url: '/questions', params: { questionSetId, include: 'options' } }),
      providesTags: (_questions, _error, questionSetId) => [{ type: 'QuestionSet', id: questionSetId }],
    }),
    addQuestion: build.mutation<{ id: string }, QuestionBodyInput & { questionSetId: string }>({
      query: (body) => ({ url: '/questions', method: 'POST', body }),
      invalidatesTags: (_result, _error, { questionSetId }) => setTags(questionSetId),
    }),
    updateQuestion: build.mutation<
      unknown,
      { id: string; questionSetId: string; body: UpdateQuestionBodyInput }
    >({
      query: ({ id, questionSetId, body }) => ({
        url: `/questions/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: { ...body, questionSetId },
      }),
      invalidatesTags: (_result, _error, { questionSetId }) => setTags(questionSetId),
    }),
    deleteQuestion: build.mutation<unknown, { id: string; questionSetId: string }>({
      query: ({ id, questionSetId }) => ({
        url: `/questions/${encodeURIComponent(id)}`,
        method: 'DELETE',
        params: { questionSetId },
      }),
      invalidatesTags: (_result, _error, { questionSetId }) => setTags(questionSetId),
    }),
    reorderQuestions: build.mutation<unknown, { questionSetId: string; questionIds: string[] }>({
      query: ({ questionSetId, questionIds }) => ({
        url: `/question-sets/${encodeURIComponent(questionSetId)}/questions`,
        method: 'PUT',
        body: { questionIds },
      }),
      // The list shows the new order at once; the refetch after the socket's invalidation confirms it.
      async onQueryStarted({ questionSetId, questionIds }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          questionsAuthoringApi.util.updateQueryData('getAdminQuestions', questionSetId, (questions) => {
            for (const question of questions) {
              const place = questionIds.indexOf(question.id);
              if (place >= 0) {
                question.orderIndex = place;
                question.number = place + 1;
              }
            }
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: (_result, _error, { questionSetId }) => setTags(questionSetId),
    }),
  }),
});

export const {
  useGetAdminQuestionsQuery,
  useAddQuestionMutation,
  useUpdateQuestionMutation,
  useDeleteQuestionMutation,
  useReorderQuestionsMutation,
} = questionsAuthoringApi;
