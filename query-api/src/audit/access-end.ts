import type { TimelineEntry } from '@exam/domain/schemas';

/** The derived last entry of a grant: its access's end, past (expired) or to come (expires); no log position. */
export const accessEnd = (expiresAt: string, details: Record<string, unknown>, now: Date): TimelineEntry => ({
  type: Date.parse(expiresAt) <= now.getTime() ? 'expired' : 'expires',
  at: expiresAt,
  position: null,
  actor: null,
  details,
});
