export {
  useAnswerMockExamMutation,
  useGetMockExamQuery,
  useGetPassRuleQuery,
  useListMockExamsQuery,
  useSetPassRuleMutation,
  useStartMockExamMutation,
  useSubmitMockExamMutation,
} from './api';
