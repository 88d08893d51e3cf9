import type {
  LearnerQuestionReport,
  ReadinessView,
  StudyPlanBody,
  StudyPlanView,
} from '@exam/domain/schemas';
import { api } from '../../shared/api/api';
import { createPositionTracker } from '../../shared/api/read-your-writes';

const positions = createPositionTracker();
// Every answer of the learner invalidates { WrongAnswer, LIST } (the projections' learnerChanged): the estimate and
// the plan follow it, as the learning path does.
const LEARNER = { type: 'WrongAnswer' as const, id: 'LIST' };
// The projections' own tags: a plan set on another device, a report sent or closed (docs/contracts.md).
const PLAN = { type: 'StudyPlan' as const, id: 'LIST' };
const MY_REPORTS = { type: 'QuestionReport' as const, id: 'LIST' };

/** The pass estimate per practised set and the study plan to the exam date. */
export const readinessApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Every practised set, or only one (a set's page). The set's page is open while the learner answers: its
     * estimate (a simulation on the server per read) follows the answers paced, through `{Readiness, <set>}`
     * (entities/realtime PACED_FOLLOWERS), not at every answer.
     */
    getReadiness: build.query<ReadinessView, { questionSetId?: string } | undefined>({
      query: (only) => ({
        url: '/learning-path/readiness',
        params: only?.questionSetId ? { questionSetId: only.questionSetId } : undefined,
        headers: positions.headers(),
      }),
      providesTags: (_view, _error, only) =>
        only?.questionSetId ? [{ type: 'Readiness', id: only.questionSetId }] : [LEARNER],
    }),
    getStudyPlan: build.query<StudyPlanView, void>({
      query: () => ({ url: '/study-plan', headers: positions.headers() }),
      providesTags: [LEARNER, PLAN],
    }),
    /** The learner's own question reports and what the administrators answered. */
    getMyQuestionReports: build.query<LearnerQuestionReport[], void>({
      query: () => ({ url: '/question-reports', headers: positions.headers() }),
      providesTags: [MY_REPORTS],
    }),
    setStudyPlan: build.mutation<unknown, StudyPlanBody>({
      query: (body) => ({ url: '/study-plan', method: 'PUT', body }),
      transformResponse: (body: unknown, meta) => positions.keep(body, meta),
      invalidatesTags: [LEARNER, PLAN],
    }),
  }),
});

export const {
  useGetReadinessQuery,
  useGetStudyPlanQuery,
  useSetStudyPlanMutation,
  useGetMyQuestionReportsQuery,
} = readinessApi;
