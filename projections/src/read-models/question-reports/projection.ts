import type { QuestionReportEvent } from '@exam/domain';
import { invalidate } from '../../runner/notifications.js';
import { defineProjection, type Recorded } from '../../runner/projection.js';
import { QUESTION_REPORT_RESOLVED, QUESTION_REPORTS, type QuestionReportDocument } from './types.js';

const reportsChanged = (userId: string, position: number) =>
  invalidate([{ type: 'QuestionReport', id: 'LIST' }], position, ['admins', `user:${userId}`]);

/**
 * Question reports (issue 41): one document per report, one write per event. The queue's item figures are
 * joined when read (item statistics), so nothing here touches other documents.
 */
export const questionReportsProjection = defineProjection({
  name: 'question-reports',
  collections: [
    {
      name: QUESTION_REPORTS,
      indexes: [
        { fields: ['userId'] },
        { fields: ['status', 'reportedAt'] },
        { fields: ['questionId', 'status'] },
        { fields: ['questionSetId'] },
      ],
    },
  ],
  handles: ['QuestionReported', 'QuestionReportResolved'],
  async apply(recorded, ctx) {
    const event = recorded as Recorded<QuestionReportEvent>;
    if (event.type === 'QuestionReported') {
      const { reportId, reportedAt, ...report } = event.data;
      await ctx.upsert<QuestionReportDocument>(QUESTION_REPORTS, {
        id: reportId,
        ...report,
        status: 'open',
        reportedAt,
        resolvedAt: null,
        resolutionNote: null,
        resolvedBy: null,
      });
      ctx.notify(reportsChanged(report.userId, event.position));
      return;
    }
    const known = await ctx.get<QuestionReportDocument>(QUESTION_REPORTS, event.data.reportId);
    if (!known) return;
    const { outcome, note, resolvedBy, resolvedAt, userId, questionId, reportId } = event.data;
    await ctx.upsert<QuestionReportDocument>(QUESTION_REPORTS, {
      ...known,
      status: outcome,
      resolvedAt,
      resolutionNote: note,
      resolvedBy,
    });
    ctx.notify(reportsChanged(userId, event.position));
    ctx.notify({
      event: QUESTION_REPORT_RESOLVED,
      payload: { reportId, questionId, outcome, note, position: event.position },
      rooms: [`user:${userId}`],
    });
  },
});
