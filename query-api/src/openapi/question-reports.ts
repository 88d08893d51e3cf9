import type { RouteConfig } from '@asteasolutions/zod-to-openapi';
import { QuestionReportMessages } from '@exam/domain';
import {
  adminQuestionReportPageSchema,
  learnerQuestionReportSchema,
  reportQuestionBody,
  resolveQuestionReportBody,
} from '@exam/domain/schemas';
import { adminOnly, failure, json, learnerOnly, ok, reason, VALIDATION_FAILED } from './route-helpers.js';
import { commandResult, successEnvelope } from './schemas.js';
import { z } from './zod.js';

/** Issue 41's operation ids, spread into OPERATION_IDS (operation-ids.ts). */
export const questionReportOperationIds: Readonly<Record<string, string>> = {
  'POST /questions/{id}/reports': 'reportQuestion',
  'GET /question-reports': 'getMyQuestionReports',
  'GET /admin/question-reports': 'getQuestionReports',
  'POST /admin/question-reports/{id}/resolve': 'resolveQuestionReport',
};

const idParams = { params: z.object({ id: z.string() }) };

/** Question reports (issue 41): learners report questions, administrators close the reports. */
export const questionReportRoutes: RouteConfig[] = [
  learnerOnly({
    method: 'post',
    path: '/questions/{id}/reports',
    tags: ['Question reports'],
    summary:
      'Reports a question as wrong, unclear or mistyped (note up to 1,000 characters; required for `other`). 20 reports an hour per learner',
    request: { ...idParams, body: json(reportQuestionBody) },
    responses: {
      201: ok(
        commandResult(
          z.object({
            id: z.string(),
            questionId: z.string(),
            questionSetId: z.string(),
            status: z.literal('open'),
          }),
        ),
        '報告を受け付けました。ありがとうございます',
      ),
      400: failure(VALIDATION_FAILED, reason('REPORT_NOTE_REQUIRED', QuestionReportMessages.noteRequired)),
      403: failure(reason('PURCHASE_REQUIRED', '試用期間が終了しました。続けるには購入してください')),
      404: failure(reason('QUESTION_NOT_FOUND', '問題が見つかりません')),
      409: failure(reason('REPORT_ALREADY_OPEN', QuestionReportMessages.alreadyOpen)),
    },
  }),
  learnerOnly({
    method: 'get',
    path: '/question-reports',
    tags: ['Question reports'],
    summary:
      "The caller's reports, newest first, with each one's status (open, resolved, rejected) and the answer",
    responses: { 200: ok(successEnvelope(z.array(learnerQuestionReportSchema))) },
  }),
  adminOnly({
    method: 'get',
    path: '/admin/question-reports',
    tags: ['Admin: question reports'],
    summary:
      "The reports queue (default `status=open`, oldest first; closed ones newest first), paged, each with the question's text and its answer figures",
    request: {
      query: z.object({
        status: z.enum(['open', 'resolved', 'rejected', 'all']).optional(),
        questionSetId: z.string().optional(),
        page: z.string().optional().openapi({ description: '1: the first' }),
        pageSize: z.string().optional().openapi({ description: '1-500, default 50' }),
        minPosition: z.string().optional(),
      }),
    },
    responses: { 200: ok(successEnvelope(adminQuestionReportPageSchema)) },
  }),
  adminOnly({
    method: 'post',
    path: '/admin/question-reports/{id}/resolve',
    tags: ['Admin: question reports'],
    summary:
      'Closes a report as resolved or rejected, with a note to the learner (required when rejected); the learner is notified (`questionReport:resolved`)',
    request: { ...idParams, body: json(resolveQuestionReportBody) },
    responses: {
      200: ok(
        commandResult(z.object({ id: z.string(), status: z.enum(['resolved', 'rejected']) })),
        '報告を閉じました',
      ),
      400: failure(
        VALIDATION_FAILED,
        reason('RESOLUTION_NOTE_REQUIRED', QuestionReportMessages.rejectionNoteRequired),
      ),
      404: failure(reason('REPORT_NOT_FOUND', QuestionReportMessages.notFound)),
      409: failure(reason('REPORT_CLOSED', QuestionReportMessages.closed)),
    },
  }),
];
