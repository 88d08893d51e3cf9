import type { SetProgressStats } from '../../entities/progress';

/** Spec §2 profile: progress is resumable when it was updated within 24 h. */
export const RESUMABLE_WITHIN_MS = 24 * 60 * 60 * 1000;
/** Spec §9: the profile refreshes every 5 minutes. */
export const PROFILE_REFRESH_MS = 5 * 60 * 1000;

export function isResumable(stats: Pick<SetProgressStats, 'lastAccessed'>, now: number): boolean {
  const at = Date.parse(stats.lastAccessed);
  return Number.isFinite(at) && at > 0 && now - at >= 0 && now - at < RESUMABLE_WITHIN_MS;
}

/** Spec §4: a set is completed when completedQuestions > 0 and equals totalQuestions. */
export const isCompleted = (stats: Pick<SetProgressStats, 'completedQuestions' | 'totalQuestions'>) =>
  stats.completedQuestions > 0 && stats.completedQuestions === stats.totalQuestions;

export const completionPercent = (stats: Pick<SetProgressStats, 'completedQuestions' | 'totalQuestions'>) =>
  stats.totalQuestions > 0
    ? Math.min(100, Math.round((stats.completedQuestions / stats.totalQuestions) * 100))
    : 0;

/** Spec §9: progress bar red under 20 %, yellow under 50 %, else green. */
export function progressColor(percent: number): 'red' | 'yellow' | 'green' {
  if (percent < 20) return 'red';
  if (percent < 50) return 'yellow';
  return 'green';
}

/** The resume link: the quiz opens at the saved question (zero-based). */
export const resumeUrl = (stats: Pick<SetProgressStats, 'questionSetId' | 'lastQuestionIndex'>) =>
  `/quiz/${encodeURIComponent(stats.questionSetId)}?lastQuestion=${Math.max(0, Math.floor(stats.lastQuestionIndex || 0))}`;

/** Most recently practised first. */
export const sortByLastAccessed = (stats: readonly SetProgressStats[]) =>
  [...stats].sort((a, b) => (Date.parse(b.lastAccessed) || 0) - (Date.parse(a.lastAccessed) || 0));
