import { type ExamQuestionContent, examNotFound, examNotYours, examView } from '@exam/domain';
import { type AuthGuards, type DocumentStore, ok, type Principal, pathParam } from '@exam/platform';
import { MOCK_EXAMS, type MockExamDocument, SET_QUESTIONS, type SetQuestion } from '@exam/projections';
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
    return new Map<string, ExamQuestionContent>(found.map((question) => [question.id, question]));
  };
  const router = Router();

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
