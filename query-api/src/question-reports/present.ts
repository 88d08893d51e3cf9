import type { AdminQuestionReport, LearnerQuestionReport } from '@exam/domain/schemas';
import type { DocumentStore } from '@exam/platform';
import {
  ITEM_ANSWER_TOTALS,
  type ItemAnswerTotals,
  QUESTION_REPORTS,
  QUESTION_SETS,
  type QuestionReportDocument,
  type QuestionSetListing,
  SET_QUESTIONS,
  type SetQuestion,
  USERS,
  type UserDocument,
  withPlaces,
} from '@exam/projections';

const unique = <T>(values: T[]) => [...new Set(values)];

/** The questions by id, each with its place in its set (the number a learner saw). */
const numberedById = async (store: DocumentStore, ids: string[]) => {
  const questions = store.collection<SetQuestion>(SET_QUESTIONS);
  const found = ids.length ? await withPlaces(questions, await questions.find({ id: { $in: ids } })) : [];
  return new Map(found.map((question) => [question.id, question]));
};

const byId = async <T extends { id: string }>(store: DocumentStore, collection: string, ids: string[]) =>
  new Map(
    (ids.length ? await store.collection<T>(collection).find({ id: { $in: ids } }) : []).map((doc) => [
      doc.id,
      doc,
    ]),
  );

/** The learner's view of reports: their own words, the set's title, the question's number and the outcome. */
export async function presentLearnerReports(
  store: DocumentStore,
  reports: readonly QuestionReportDocument[],
): Promise<LearnerQuestionReport[]> {
  const [sets, questions] = await Promise.all([
    byId<QuestionSetListing>(store, QUESTION_SETS, unique(reports.map((report) => report.questionSetId))),
    numberedById(store, unique(reports.map((report) => report.questionId))),
  ]);
  return reports.map((report) => {
    const question = questions.get(report.questionId);
    return {
      id: report.id,
      questionId: report.questionId,
      questionSetId: report.questionSetId,
      setTitle: sets.get(report.questionSetId)?.title ?? null,
      questionNumber: question ? question.orderIndex + 1 : null,
      reason: report.reason,
      note: report.note,
      status: report.status,
      reportedAt: report.reportedAt,
      resolvedAt: report.resolvedAt,
      resolutionNote: report.resolutionNote,
    };
  });
}

/**
 * The administrators' view: the learner's view plus the question's text, the reporter, and the item's figures
 * (every answer's totals, and how many reports on it are open), joined for the page's reports only.
 */
export async function presentAdminReports(
  store: DocumentStore,
  reports: readonly QuestionReportDocument[],
): Promise<AdminQuestionReport[]> {
  const questionIds = unique(reports.map((report) => report.questionId));
  const [learnerViews, questions, users, totals, open] = await Promise.all([
    presentLearnerReports(store, reports),
    byId<SetQuestion>(store, SET_QUESTIONS, questionIds),
    byId<UserDocument>(store, USERS, unique(reports.map((report) => report.userId))),
    byId<ItemAnswerTotals>(store, ITEM_ANSWER_TOTALS, questionIds),
    questionIds.length
      ? store
          .collection<QuestionReportDocument>(QUESTION_REPORTS)
          .find({ questionId: { $in: questionIds }, status: 'open' })
      : Promise.resolve([]),
  ]);
  const openByQuestion = new Map<string, number>();
  for (const report of open)
    openByQuestion.set(report.questionId, (openByQuestion.get(report.questionId) ?? 0) + 1);
  return reports.map((report, index) => {
    const total = totals.get(report.questionId);
    const attempts = total?.attempts ?? 0;
    return {
      ...(learnerViews[index] as LearnerQuestionReport),
      questionText: questions.get(report.questionId)?.text ?? null,
      reporter: { id: report.userId, username: users.get(report.userId)?.username ?? report.userId },
      resolvedBy: report.resolvedBy,
      statistics: {
        attempts,
        correct: total?.correct ?? 0,
        facility: attempts > 0 ? Math.round(((total?.correct ?? 0) / attempts) * 1000) / 1000 : null,
        averageTimeMs: attempts > 0 ? Math.round((total?.totalTimeMs ?? 0) / attempts) : null,
        firstAnswers: total?.firstAnswers ?? 0,
        firstFacility: total?.firstAnswers
          ? Math.round(((total.firstCorrect ?? 0) / total.firstAnswers) * 1000) / 1000
          : null,
        openReports: openByQuestion.get(report.questionId) ?? 0,
      },
    };
  });
}
