import { ValidationError } from '@exam/domain/errors';
import { adminQuestionReportQuery } from '@exam/domain/schemas';
import { type AuthGuards, type DocumentStore, type Filter, ok, type Principal } from '@exam/platform';
import { QUESTION_REPORTS, type QuestionReportDocument } from '@exam/projections';
import { type Request, type RequestHandler, Router } from 'express';
import { presentAdminReports, presentLearnerReports } from './present.js';

export type QuestionReportQueryDependencies = {
  documentStore: DocumentStore;
  consistent: RequestHandler;
  guards: Pick<AuthGuards, 'requireUser' | 'requireAdmin'>;
};

const parseQuery = (query: unknown) => {
  const parsed = adminQuestionReportQuery.safeParse(query);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.code === 'unrecognized_keys' ? issue.keys.join(', ') : String(issue?.path[0] ?? '');
  const message =
    field === 'page' || field === 'pageSize'
      ? (issue?.message ?? '')
      : `検索条件が正しくありません: ${field}`;
  throw new ValidationError(message, 'VALIDATION_FAILED', { field });
};

/** Issue 41: a learner's own reports and their outcomes; the administrators' queue with the item's figures. */
export const createQuestionReportQueryRoutes = ({
  documentStore,
  consistent,
  guards,
}: QuestionReportQueryDependencies) => {
  const reports = documentStore.collection<QuestionReportDocument>(QUESTION_REPORTS);
  const router = Router();

  router.get('/question-reports', guards.requireUser, consistent, async (req: Request, res) => {
    const mine = await reports.find(
      { userId: (req.principal as Principal).userId },
      {
        sort: [
          ['reportedAt', -1],
          ['id', 1],
        ],
      },
    );
    ok(res, await presentLearnerReports(documentStore, mine));
  });

  router.get('/admin/question-reports', guards.requireAdmin, consistent, async (req, res) => {
    const query = parseQuery(req.query);
    const filter: Filter = {
      ...(query.status === 'all' ? {} : { status: query.status }),
      ...(query.questionSetId ? { questionSetId: query.questionSetId } : {}),
    };
    // The open queue is worked oldest first; closed reports are looked up newest first.
    const direction = query.status === 'open' ? 1 : -1;
    const [page, total] = await Promise.all([
      reports.find(filter, {
        sort: [
          ['reportedAt', direction],
          ['id', 1],
        ],
        skip: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      }),
      reports.count(filter),
    ]);
    ok(res, {
      reports: await presentAdminReports(documentStore, page),
      total,
      page: query.page,
      pageSize: query.pageSize,
    });
  });

  return router;
};
