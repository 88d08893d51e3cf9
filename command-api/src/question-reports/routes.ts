import { randomUUID } from 'node:crypto';
import {
  isQuestionReachable,
  PracticeMessages,
  questionReportDecider,
  questionReportStream,
  reportAlreadyOpen,
  reportNotFound,
} from '@exam/domain';
import { ForbiddenError } from '@exam/domain/errors';
import { catalogueJa } from '@exam/domain/i18n';
import { reportQuestionBody, resolveQuestionReportBody } from '@exam/domain/schemas';
import { type AuthGuards, type DocumentStore, type EventStore, handleCommand } from '@exam/platform';
import { Router } from 'express';
import { sendCommandOutcome } from '../command-response/index.js';
import { commandMetadata } from '../execution/index.js';
import { questionNotFound, readAnswerFacts } from '../practice/catalogue-facts.js';
import { pathParam } from '../request-params/index.js';
import { parseWith } from '../validation/index.js';
import { DEFAULT_REPORT_LIMITS, type ReportLimits, reportThrottle } from './throttle.js';

/* Read models owned by @exam/projections, named here (the command API does not depend on it). */
const SET_QUESTIONS = 'set_questions';
const QUESTION_REPORTS = 'question_reports';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type QuestionReportRouteDependencies = {
  eventStore: Pick<EventStore, 'readStream' | 'append'>;
  documentStore: DocumentStore;
  guards: Pick<AuthGuards, 'requireAdmin' | 'requireUser'>;
  limits?: ReportLimits;
};

/** Issue 41: learners report questions; administrators close the reports with a note. */
export const createQuestionReportCommandRoutes = ({
  eventStore,
  documentStore,
  guards,
  limits = DEFAULT_REPORT_LIMITS,
}: QuestionReportRouteDependencies) => {
  const router = Router();

  router.post('/questions/:id/reports', guards.requireUser, reportThrottle(limits), async (req, res) => {
    const questionId = pathParam(req, 'id');
    const body = parseWith(reportQuestionBody, req.body);
    const question = await documentStore
      .collection<{ id: string; questionSetId: string }>(SET_QUESTIONS)
      .get(questionId);
    if (!question) throw questionNotFound();
    const userId = req.principal?.userId as string;
    // A learner reports what they can see: a locked question of a paid set is refused as its practice is.
    const { access, question: facts } = await readAnswerFacts(
      documentStore,
      { userId },
      question.questionSetId,
      questionId,
    );
    if (!isQuestionReachable({ orderIndex: facts.orderIndex, ...access }))
      throw new ForbiddenError(PracticeMessages.trialEnded, 'PURCHASE_REQUIRED');
    // One open report per learner and question: a second one would only say the same thing again.
    const open = await documentStore
      .collection(QUESTION_REPORTS)
      .count({ userId, questionId, status: 'open' });
    if (open > 0) throw reportAlreadyOpen();
    const reportId = randomUUID();
    const metadata = commandMetadata(req);
    const { position } = await handleCommand({
      eventStore,
      decider: questionReportDecider,
      streamName: questionReportStream(reportId),
      command: {
        type: 'ReportQuestion',
        data: {
          reportId,
          questionId,
          questionSetId: question.questionSetId,
          userId,
          ...body,
          at: metadata.at ?? new Date().toISOString(),
        },
        metadata,
      },
    });
    sendCommandOutcome(res, {
      data: { id: reportId, questionId, questionSetId: question.questionSetId, status: 'open' },
      message: catalogueJa.server.questionReport.received,
      position,
      status: 201,
    });
  });

  router.post('/admin/question-reports/:id/resolve', guards.requireAdmin, async (req, res) => {
    const reportId = pathParam(req, 'id');
    // Report ids are uuids the server made; anything else names no report (and no stream).
    if (!UUID.test(reportId)) throw reportNotFound();
    const body = parseWith(resolveQuestionReportBody, req.body);
    const metadata = commandMetadata(req);
    const { position } = await handleCommand({
      eventStore,
      decider: questionReportDecider,
      streamName: questionReportStream(reportId),
      command: {
        type: 'ResolveQuestionReport',
        data: {
          reportId,
          ...body,
          resolvedBy: req.principal?.userId ?? 'operator',
          at: metadata.at ?? new Date().toISOString(),
        },
        metadata,
      },
    });
    sendCommandOutcome(res, {
      data: { id: reportId, status: body.outcome },
      message: catalogueJa.server.questionReport.resolved,
      position,
    });
  });

  return router;
};
