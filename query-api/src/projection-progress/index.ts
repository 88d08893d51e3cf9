/**
 * What the query side needs from the projections: how far they are, and a bounded wait until they pass a
 * position (read-your-writes). The ProjectionRunner implements it in-process; `checkpointProgress` does for
 * a query process that does not run projections itself.
 */
export type { ProjectionProgress } from '@exam/projections';
