import {
  DEFAULT_PASS_RULE,
  type ExamQuestionContent,
  examNotFound,
  examNotYours,
  examView,
} from '@exam/domain';
import { NotFoundError } from '@exam/domain/errors';
import { type AuthGuards, type DocumentStore, ok, type Principal, pathParam } from '@exam/platform';
import {
  EXAM_PASS_RULES,
  type ExamPassRuleDocument,
  MOCK_EXAMS,
  type MockExamDocument,
  QUESTION_SETS,
  type QuestionSetListing,
  SET_QUESTIONS,
  type SetQuestion,
} from '@exam/projections';
import { type Request, type RequestHandler, Router } from 'express';

export type MockExamQueryDependencies = {
  documentStore: DocumentStore;
  consistent: RequestHandler;
  guards: Pick<AuthGuards, 'requireUser'>;
};

const userIdOf = (req: Request) => (req.principal as Principal).userId;

const recordOf = (doc: MockExamDocument) => ({
  exam: doc.exam,
  answers: new Map(Object.entries(doc.answers)),
  submittedAt: doc.submittedAt,
  reason: doc.reason,
});

/** Issue 17: the learner's own mock exams: the history, and one exam as it stands (graded once ended). */
export const createMockExamQueryRoutes = ({
  documentStore,
  consistent,
  guards,
}: MockExamQueryDependencies) => {
  const exams = documentStore.collection<MockExamDocument>(MOCK_EXAMS);
  const contentOf = async (docs: readonly MockExamDocument[]) => {
    const ids = [
      ...new Set(docs.flatMap((doc) => doc.exam.questions.map((question) => question.questionId))),
    ];
    const found = ids.length
      ? await documentStore.collection<SetQuestion>(SET_QUESTIONS).find({ id: { $in: ids } })
      : [];
    // The set's flag joins the question's (issue 40): one read of the few sets the exams drew from.
    const setIds = [...new Set(found.map((question) => question.questionSetId))];
    const keeping = new Set(
      (setIds.length
        ? await documentStore.collection<QuestionSetListing>(QUESTION_SETS).find({ id: { $in: setIds } })
        : []
      )
        .filter((set) => set.keepOptionOrder === true)
        .map((set) => set.id),
    );
    return new Map<string, ExamQuestionContent>(
      found.map((question) => [
        question.id,
        { ...question, keepOptionOrder: question.keepOptionOrder || keeping.has(question.questionSetId) },
      ]),
    );
  };
  const router = Router();

  /** A set's mock-exam pass rule (the default until an administrator sets one); anyone may read it. */
  router.get('/question-sets/:id/pass-rule', consistent, async (req, res) => {
    const id = pathParam(req, 'id');
    if (!(await documentStore.collection(QUESTION_SETS).get(id)))
      throw new NotFoundError('問題集を開けません。IDが存在しません', 'QUESTION_SET_NOT_FOUND');
    const rule = await documentStore.collection<ExamPassRuleDocument>(EXAM_PASS_RULES).get(id);
    ok(res, {
      questionSetId: id,
      overall: rule?.overall ?? DEFAULT_PASS_RULE.overall,
      categoryMinimum: rule?.categoryMinimum ?? DEFAULT_PASS_RULE.categoryMinimum,
      isDefault: !rule,
    });
  });

  router.get('/mock-exams', guards.requireUser, consistent, async (req, res) => {
    const docs = await exams.find({ userId: userIdOf(req) });
    docs.sort((a, b) => b.exam.startedAt.localeCompare(a.exam.startedAt));
    const content = await contentOf(docs);
    const now = new Date();
    ok(
      res,
      docs.map((doc) => {
        const { questions, ...view } = examView(recordOf(doc), content, now);
        return { ...view, questionCount: questions.length, answeredCount: Object.keys(doc.answers).length };
      }),
    );
  });

  router.get('/mock-exams/:examId', guards.requireUser, consistent, async (req, res) => {
    const doc = await exams.get(pathParam(req, 'examId'));
    if (!doc) throw examNotFound();
    if (doc.userId !== userIdOf(req)) throw examNotYours();
    ok(res, examView(recordOf(doc), await contentOf([doc]), new Date()));
  });

  return router;
};
