import type { AdminQuestionReportPage, ResolveQuestionReportBody } from '@exam/domain/schemas';
import { api } from '../../../shared/api/api';
import { createPositionTracker } from '../../../shared/api/read-your-writes';

const positions = createPositionTracker();
// The projection's tag (to `admins` on every report and closing): an open queue follows at once.
const LIST = { type: 'QuestionReport' as const, id: 'LIST' };

export type ReportStatusFilter = 'open' | 'resolved' | 'rejected' | 'all';

/** The administrators' queue of question reports, and closing a report with a note to the learner. */
export const questionReportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQuestionReports: build.query<AdminQuestionReportPage, { status: ReportStatusFilter; page: number }>({
      query: (params) => ({ url: '/admin/question-reports', params, headers: positions.headers() }),
      providesTags: [LIST],
    }),
    resolveQuestionReport: build.mutation<unknown, ResolveQuestionReportBody & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `/admin/question-reports/${encodeURIComponent(id)}/resolve`,
        method: 'POST',
        body,
      }),
      transformResponse: (body: unknown, meta) => positions.keep(body, meta),
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useGetQuestionReportsQuery, useResolveQuestionReportMutation } = questionReportsApi;
