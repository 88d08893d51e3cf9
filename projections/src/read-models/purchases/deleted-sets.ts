import type { ProjectionContext } from '../../runner/projection.js';

/**
 * The sets deleted so far, as the commerce group knows them (one tombstone per QuestionSetDeleted). Money history
 * is never deleted (admin spec §5): purchases and redemptions of a deleted set stay listed, flagged
 * `questionSetDeleted`. The tombstone lets a grant recorded AFTER the deletion (a payment webhook arriving late,
 * a code fixed onto a set that is then deleted) be flagged too, from events alone, so a rebuild agrees with live.
 * Written by the purchases projection; the redeem-codes projection, which runs after it in the commerce group,
 * reads it.
 */
export const COMMERCE_DELETED_SETS = 'commerce_deleted_sets';

export type DeletedSetDocument = { id: string; deletedAt: string; _position?: number };

export const isSetDeleted = async (ctx: ProjectionContext, questionSetId: string): Promise<boolean> =>
  (await ctx.get<DeletedSetDocument>(COMMERCE_DELETED_SETS, questionSetId)) !== null;
