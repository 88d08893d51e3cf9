import type { JobProgress } from './port.js';

/**
 * What a job that works for someone reports (issue 35): its percentage, how far it is, and who asked, so that
 * the progress reaches the requester's room and GET /api/jobs/{id} still answers a plain 0-100.
 */
export type ReportedProgress = {
  percent: number;
  done: number;
  total: number;
  /** The user whose request started the job (their socket room gets the progress). */
  requestedBy?: string;
  questionSetId?: string;
};

export const reportedProgress = (progress: JobProgress): ReportedProgress | null => {
  if (typeof progress !== 'object' || progress === null) return null;
  const { percent, done, total, requestedBy, questionSetId } = progress as Record<string, unknown>;
  if (typeof percent !== 'number' || typeof done !== 'number' || typeof total !== 'number') return null;
  return {
    percent,
    done,
    total,
    ...(typeof requestedBy === 'string' ? { requestedBy } : {}),
    ...(typeof questionSetId === 'string' ? { questionSetId } : {}),
  };
};

/** The 0-100 figure of any progress (a number, a ReportedProgress, or 0 for anything else). */
export const progressPercent = (progress: JobProgress): number =>
  typeof progress === 'number' ? progress : (reportedProgress(progress)?.percent ?? 0);
