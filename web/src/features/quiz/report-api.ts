import type { ReportQuestionBody } from '@exam/domain/schemas';
import { api } from '../../shared/api/api';

/** 「問題を報告」: a learner says a question is wrong, unclear or mistyped. */
export const reportApi = api.injectEndpoints({
  endpoints: (build) => ({
    reportQuestion: build.mutation<{ id: string }, ReportQuestionBody & { questionId: string }>({
      query: ({ questionId, ...body }) => ({
        url: `/questions/${encodeURIComponent(questionId)}/reports`,
        method: 'POST',
        body,
      }),
      invalidatesTags: [{ type: 'QuestionReport', id: 'LIST' }],
    }),
  }),
});

export const { useReportQuestionMutation } = reportApi;
