export {
  readinessApi,
  useGetMyQuestionReportsQuery,
  useGetReadinessQuery,
  useGetStudyPlanQuery,
  useSetStudyPlanMutation,
} from './api';
export { SetPageReadiness } from './components/SetPageReadiness';
export { SetReadiness, type SetReadinessView } from './components/SetReadiness';
