import { questionReportOperationIds } from './question-reports.js';
import { readinessOperationIds } from './readiness.js';
import { studyPlanOperationIds } from './study-plan.js';

/**
 * The stable `operationId` of every operation, keyed by `METHOD path` as the document names it. Where the web
 * app has an RTK Query endpoint for the operation, the id is that endpoint's name, so a generated client and
 * the web app speak of an operation by one name. The document builder refuses a route without an id here.
 */
export const OPERATION_IDS: Readonly<Record<string, string>> = {
  // Catalogue
  'GET /question-sets': 'getQuestionSets',
  'POST /question-sets': 'createQuestionSet',
  'GET /question-sets/categories': 'getCategories',
  'GET /question-sets/featured': 'getFeaturedSets',
  'GET /question-sets/by-category/{category}': 'getQuestionSetsByCategory',
  'GET /question-sets/{id}': 'getQuestionSet',
  'PUT /question-sets/{id}': 'updateQuestionSet',
  'DELETE /question-sets/{id}': 'deleteQuestionSet',
  'PUT /question-sets/{id}/featured': 'featureQuestionSet',
  'PUT /question-sets/{id}/questions': 'reorderQuestions',
  'PUT /question-sets/{id}/questions/{questionId}/position': 'moveQuestion',
  'PUT /question-sets/{id}/option-order': 'setOptionOrder',
  'PUT /question-sets/{id}/count': 'refreshQuestionCount',
  'GET /question-sets/{id}/export': 'exportQuestionSet',
  'POST /question-sets/upload': 'uploadQuestionSet',
  'GET /question-sets/{id}/pass-rule': 'getPassRule',
  'PUT /question-sets/{id}/pass-rule': 'setPassRule',
  // Questions
  'GET /questions': 'getAdminQuestions',
  'POST /questions': 'addQuestion',
  'PUT /questions/{id}': 'updateQuestion',
  'DELETE /questions/{id}': 'deleteQuestion',
  'GET /questions/count/{id}': 'getQuestionCount',
  'POST /questions/batch-count': 'batchCountQuestions',
  'POST /questions/batch-upload/{questionSetId}': 'batchUploadQuestions',
  'POST /questions/batch-check': 'checkQuestionImport',
  'GET /jobs/{id}': 'getJob',
  'POST /admin/upload/card-image': 'uploadCardImage',
  // Home page
  'GET /homepage/content': 'getHomeContent',
  'PUT /homepage/content': 'saveHomeContent',
  'GET /homepage/featured-categories': 'getFeaturedCategories',
  'POST /homepage/featured-categories': 'addFeaturedCategory',
  'PUT /homepage/featured-categories/{name}': 'renameFeaturedCategory',
  'DELETE /homepage/featured-categories/{name}': 'deleteFeaturedCategory',
  // Platform
  'GET /health': 'getApiHealth',
  'GET /docs/openapi.json': 'getOpenApiDocument',
  'GET /docs': 'getApiReference',
  'GET /config': 'getPaymentsConfig',
  // Audit and statistics
  'GET /admin/audit/redeem-codes/{code}': 'getRedeemCodeAudit',
  'GET /admin/audit/purchases/{id}': 'getPurchaseAudit',
  'GET /admin/users/{id}/history': 'getUserHistory',
  'GET /admin/purchases': 'searchPurchases',
  'GET /admin/purchases/pending': 'getPendingCompletions',
  'POST /admin/purchases/{paymentIntentId}/complete': 'retryCompletion',
  'GET /admin/statistics/question-sets/{id}': 'getSetStatistics',
  'GET /admin/statistics/sales': 'getSalesReport',
  // Learning path and mock exams
  'GET /learning-path': 'getLearningPath',
  'GET /user-progress/coverage': 'getCoverage',
  'POST /mock-exams': 'startMockExam',
  'GET /mock-exams': 'listMockExams',
  'GET /mock-exams/{examId}': 'getMockExam',
  'POST /mock-exams/{examId}/answers': 'answerMockExam',
  'POST /mock-exams/{examId}/submit': 'submitMockExam',
  // Users
  'GET /users/me': 'getMe',
  'GET /users': 'listUsers',
  'POST /users': 'createUser',
  'PUT /users/{id}': 'updateUser',
  'PUT /users/me/language': 'chooseLanguage',
  'PUT /users/{id}/role': 'setUserRole',
  'DELETE /users/{id}': 'deleteUser',
  'POST /users/me/sign-out': 'signOut',
  // Practice
  'POST /practice/{setId}/answers': 'submitAnswer',
  'POST /practice/{setId}/answers/batch': 'submitAnswerBatch',
  'GET /practice/{setId}/offline-bundle': 'getOfflineBundle',
  'POST /practice/{setId}/reset': 'resetPractice',
  'GET /practice/{setId}/progress': 'getPracticeProgress',
  'PUT /user-progress': 'saveProgress',
  'GET /user-progress/stats': 'getProgressStats',
  'GET /user-progress/records': 'getProgressRecords',
  'GET /wrong-answers/counts': 'getWrongAnswerCounts',
  'GET /wrong-answers': 'getWrongAnswers',
  'POST /wrong-answers': 'addWrongAnswer',
  'DELETE /wrong-answers/{id}': 'deleteWrongAnswer',
  'PUT /wrong-answers/{id}/memo': 'updateWrongAnswerMemo',
  // Commerce
  'POST /payments/create-intent': 'createPaymentIntent',
  'POST /payments/complete-purchase': 'completePurchase',
  'POST /payments/webhook': 'receivePaymentWebhook',
  'POST /payments/simulated/confirm': 'confirmSimulatedPayment',
  'GET /purchases': 'getPurchases',
  'GET /purchases/check/{setId}': 'checkAccess',
  'POST /purchases/update-access': 'updateAccess',
  'POST /purchases/direct-purchase': 'directPurchase',
  // Redeem codes
  'POST /redeem-codes/redeem': 'redeemCode',
  'GET /redeem-codes/user': 'getUserRedemptions',
  'POST /redeem-codes/generate': 'generateRedeemCodes',
  'GET /redeem-codes': 'listRedeemCodes',
  'PUT /redeem-codes/{id}/fix-question-set': 'fixRedeemCodeSet',
  'GET /redeem-codes/debug': 'checkRedeemCodes',
  'POST /redeem-codes/batch-fix': 'batchFixRedeemCodes',
  'DELETE /redeem-codes/{id}': 'deleteRedeemCode',
  // Question reports (issue 41)
  ...questionReportOperationIds,
  ...readinessOperationIds,
  ...studyPlanOperationIds,
};
