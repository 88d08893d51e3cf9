import type { ExamView, PassRuleBody } from '@exam/domain/schemas';

type PassRule = PassRuleBody;

import { api } from '../../shared/api/api';
import { createPositionTracker } from '../../shared/api/read-your-writes';

const positions = createPositionTracker();
const tag = (id: string) => ({ type: 'MockExam' as const, id });
const LIST = tag('LIST');

export type ExamSummary = Omit<ExamView, 'questions'> & { questionCount: number; answeredCount: number };
export type ExamAnswerRequest = {
  examId: string;
  questionId: string;
  selectedOptionIds: string[];
  guessed: boolean;
  flagged: boolean;
};

/** Issue 17: the learner's timed mock exams. */
export const mockExamApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMockExams: build.query<ExamSummary[], void>({
      query: () => ({ url: '/mock-exams', headers: positions.headers() }),
      providesTags: [LIST],
    }),
    getMockExam: build.query<ExamView, string>({
      query: (id) => ({ url: `/mock-exams/${encodeURIComponent(id)}`, headers: positions.headers() }),
      providesTags: (_result, _error, id) => [tag(id)],
    }),
    startMockExam: build.mutation<
      ExamView,
      { questionSetIds: string[]; questionCount: number; durationMinutes: number }
    >({
      query: (body) => ({ url: '/mock-exams', method: 'POST', body }),
      transformResponse: (body: ExamView, meta) => positions.keep(body, meta),
      invalidatesTags: [LIST],
    }),
    answerMockExam: build.mutation<{ answered: number }, ExamAnswerRequest>({
      query: ({ examId, ...body }) => ({
        url: `/mock-exams/${encodeURIComponent(examId)}/answers`,
        method: 'POST',
        body,
      }),
      transformResponse: (body: { answered: number }, meta) => positions.keep(body, meta),
    }),
    getPassRule: build.query<PassRule & { isDefault: boolean }, string>({
      query: (id) => ({
        url: `/question-sets/${encodeURIComponent(id)}/pass-rule`,
        headers: positions.headers(),
      }),
      providesTags: (_result, _error, id) => [tag(`rule-${id}`)],
    }),
    setPassRule: build.mutation<PassRule, PassRule & { questionSetId: string }>({
      query: ({ questionSetId, ...body }) => ({
        url: `/question-sets/${encodeURIComponent(questionSetId)}/pass-rule`,
        method: 'PUT',
        body,
      }),
      transformResponse: (body: PassRule, meta) => positions.keep(body, meta),
      invalidatesTags: (_result, _error, { questionSetId }) => [tag(`rule-${questionSetId}`)],
    }),
    submitMockExam: build.mutation<ExamView, string>({
      query: (id) => ({ url: `/mock-exams/${encodeURIComponent(id)}/submit`, method: 'POST', body: {} }),
      transformResponse: (body: ExamView, meta) => positions.keep(body, meta),
      invalidatesTags: (_result, _error, id) => [tag(id), LIST],
    }),
  }),
});

export const {
  useGetPassRuleQuery,
  useSetPassRuleMutation,
  useListMockExamsQuery,
  useGetMockExamQuery,
  useStartMockExamMutation,
  useAnswerMockExamMutation,
  useSubmitMockExamMutation,
} = mockExamApi;
