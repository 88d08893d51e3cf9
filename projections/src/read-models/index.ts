export { ACCESS, type AccessDocument, accessDocumentId, accessProjection } from './access/index.js';
export {
  HOME_CONTENT,
  HOME_CONTENT_ID,
  HOME_CONTENT_UPDATED,
  type HomeContentDocument,
  homeContentProjection,
} from './home-content/index.js';
export {
  ITEM_ANSWER_TOTALS,
  ITEM_FIRST_ANSWERS,
  type ItemAnswerTotals,
  type ItemFirstAnswer,
  itemFirstAnswerId,
  itemStatisticsProjection,
} from './item-statistics/index.js';
export {
  CARD_STATES,
  type CardState,
  isDueToday,
  LEARNING_CARDS,
  type LearningCard,
  learningCardId,
  learningCardsProjection,
  ratingOf,
  reviewed,
  todayHorizon,
} from './learning-cards/index.js';
export {
  LEARNING_QUESTIONS,
  LEARNING_SETS,
  type LearningQuestion,
  type LearningSet,
  learningCatalogueProjection,
} from './learning-catalogue/index.js';
export {
  EXAM_PASS_RULES,
  type ExamPassRuleDocument,
  examPassRulesProjection,
  MOCK_EXAMS,
  type MockExamDocument,
  mockExamsProjection,
} from './mock-exams/index.js';
export {
  answeredQuestionsOf,
  learnerChanged,
  PROGRESS,
  PROGRESS_RECORDS,
  type ProgressAnswer,
  type ProgressDocument,
  type ProgressRecord,
  progressDocumentId,
  progressProjection,
  progressRecordId,
} from './progress/index.js';
export {
  PENDING_COMPLETIONS,
  type PendingCompletionDocument,
  PURCHASES,
  type PurchaseDocument,
  purchasesProjection,
} from './purchases/index.js';
export {
  QUESTION_REPORT_RESOLVED,
  QUESTION_REPORTS,
  type QuestionReportDocument,
  questionReportsProjection,
} from './question-reports/index.js';
export { questionSetListingProjection } from './question-set-listing/index.js';
export { REDEEM_CODES, type RedeemCodeDocument, redeemCodesProjection } from './redeem-codes/index.js';
export {
  BY_RANK,
  inSetOrder,
  placeOf,
  questionsInOrder,
  setQuestionsProjection,
  withPlaces,
} from './set-questions/index.js';
export { STUDY_PLANS, type StudyPlanDocument, studyPlansProjection } from './study-plans/index.js';
export {
  type NumberedQuestion,
  QUESTION_SETS,
  type QuestionSetListing,
  SET_QUESTION_COUNTS,
  SET_QUESTIONS,
  type SetQuestion,
  type SetQuestionCount,
} from './types.js';
export { USERS, type UserDocument, usersProjection } from './users/index.js';
export {
  WRONG_ANSWERS,
  type WrongAnswerDocument,
  wrongAnswerId,
  wrongAnswersProjection,
} from './wrong-answers/index.js';
