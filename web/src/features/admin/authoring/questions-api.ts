import type { AdminQuestion, QuestionBodyInput, UpdateQuestionBodyInput } from '@exam/domain/schemas';
import { api } from '../../../shared/api/api';

const setTags = (questionSetId: string) => [
  { type: 'QuestionSet' as const, id: questionSetId },
  { type: 'QuestionSet' as const, id: 'LIST' },
];

export type AdminQuestionPageArgs = {
  questionSetId: string;
  page: number;
  pageSize: number;
  sort: 'order' | 'text';
  search: string;
  type: '' | 'single' | 'multiple';
};
export type AdminQuestionPage = { list: AdminQuestion[]; total: number; page: number; pageSize: number };

/**
 * The question calls of admin spec §7. The manager reads one page of GET /questions at a time (issue 35: sorted,
 * searched and filtered on the server), every question of it in full (AdminQuestion, the server's own schema); the
 * catalogue's socket `invalidate` (QuestionSet tags) refreshes it. A move is one question to one place.
 */
export const questionsAuthoringApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminQuestionPage: build.query<AdminQuestionPage, AdminQuestionPageArgs>({
      query: ({ questionSetId, page, pageSize, sort, search, type }) => ({
        url: '/questions',
        params: {
          questionSetId,
          include: 'options',
          page,
          pageSize,
          ...(sort === 'text' ? { sort } : {}),
          ...(search.trim() ? { search: search.trim() } : {}),
          ...(type ? { type } : {}),
        },
      }),
      providesTags: (_page, _error, { questionSetId }) => [{ type: 'QuestionSet', id: questionSetId }],
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
    moveQuestion: build.mutation<unknown, { questionSetId: string; questionId: string; position: number }>({
      query: ({ questionSetId, questionId, position }) => ({
        url: `/question-sets/${encodeURIComponent(questionSetId)}/questions/${encodeURIComponent(questionId)}/position`,
        method: 'PUT',
        body: { position },
      }),
      // The page shown is read again (one page, not the set).
      invalidatesTags: (_result, _error, { questionSetId }) => setTags(questionSetId),
    }),
  }),
});

export const {
  useGetAdminQuestionPageQuery,
  useAddQuestionMutation,
  useUpdateQuestionMutation,
  useDeleteQuestionMutation,
  useMoveQuestionMutation,
} = questionsAuthoringApi;
