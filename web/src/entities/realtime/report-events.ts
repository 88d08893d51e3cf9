import type { InvalidationTag } from './invalidation';

/** docs/contracts.md: sent to the reporter's room when an administrator closes their question report. */
export const REPORT_RESOLVED = 'questionReport:resolved';

export type ReportResolved = { reportId: string; questionId: string; outcome: 'resolved' | 'rejected' };

/**
 * The tags a closed report makes stale: the learner's own reports (and a queue open in the same browser). The
 * `invalidate` that comes with it names the same tag; mapping the named event too means an open list follows even
 * when only one of the two arrives.
 */
export const tagsForReportResolved = (): InvalidationTag[] => [{ type: 'QuestionReport', id: 'LIST' }];

/** Reads the event defensively: anything but a closed report's outcome is no notice (null). */
export function parseReportResolved(payload: unknown): ReportResolved | null {
  const body = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<string, unknown>;
  const { reportId, questionId, outcome } = body;
  if (typeof reportId !== 'string' || typeof questionId !== 'string') return null;
  if (outcome !== 'resolved' && outcome !== 'rejected') return null;
  return { reportId, questionId, outcome };
}
