import type { TimelineEntry } from '@exam/domain/schemas';

/** The derived last entry of a grant: its access's end, past (expired) or to come (expires); no log position. */
export const accessEnd = (
  grant: { expiresAt: string; questionSetId: string; userId?: string },
  now: Date,
): TimelineEntry => ({
  type: Date.parse(grant.expiresAt) <= now.getTime() ? 'expired' : 'expires',
  at: grant.expiresAt,
  position: null,
  actor: null,
  details: { ...(grant.userId ? { userId: grant.userId } : {}), questionSetId: grant.questionSetId },
});
