import { itemStatisticsProjection } from './read-models/item-statistics/index.js';
import type { Projection } from './runner/projection.js';

/**
 * The analytics group (its own checkpoint): administrators' item statistics. Apart from the learning group so
 * learners' read models never wait for it, and so it can be rebuilt alone.
 */
export const ANALYTICS_CHECKPOINT = 'analytics';

export const analyticsProjections: readonly Projection[] = [itemStatisticsProjection];
