import { itemStatisticsProjection } from './read-models/item-statistics/index.js';
import { questionReportsProjection } from './read-models/question-reports/index.js';
import type { Projection } from './runner/projection.js';

/**
 * The analytics group (its own checkpoint): administrators' item statistics. Apart from the learning group so
 * learners' read models never wait for it, and so it can be rebuilt alone.
 */
export const ANALYTICS_CHECKPOINT = 'analytics';

/** Question reports (issue 41) live here too: the queue sits beside the item statistics it shows. */
export const analyticsProjections: readonly Projection[] = [
  itemStatisticsProjection,
  questionReportsProjection,
];
