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

/** A person's current name by id (the users read model; an unknown id names itself). */
export type Names = (id: string) => string;

/** Who acted, with their current name (nameOf), or nobody when the event names no one. */
export const actorNamed =
  (nameOf: Names) =>
  (id: string | undefined | null): TimelineEntry['actor'] =>
    id ? { id, username: nameOf(id) } : null;
