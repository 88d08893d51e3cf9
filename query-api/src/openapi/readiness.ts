import type { RouteConfig } from '@asteasolutions/zod-to-openapi';
import { readinessSchema } from '@exam/domain/schemas';
import { learnerOnly, ok } from './route-helpers.js';
import { successEnvelope } from './schemas.js';
import { z } from './zod.js';

/** Issue 41's operation ids, spread into OPERATION_IDS (operation-ids.ts). */
export const readinessOperationIds: Readonly<Record<string, string>> = {
  'GET /learning-path/readiness': 'getReadiness',
};

/** The pass estimate (issue 41). */
export const readinessRoutes: RouteConfig[] = [
  learnerOnly({
    method: 'get',
    path: '/learning-path/readiness',
    tags: ['Practice'],
    summary:
      "Per set the caller practises, the chance to pass its mock exam now under the set's pass rule, with an 80 % interval (`low`, `high`), per-field chances and the fields under the pass mark. A Rasch ability from the caller's first answers and recent mock answers, FSRS retrievability of each question, item facilities from all learners' first answers, and the exam's stratified draw simulated 2,000 times (docs/readiness.md)",
    request: {
      query: z.object({
        questionSetId: z.string().optional().openapi({ description: 'Only this set (a set page)' }),
        minPosition: z.string().optional(),
      }),
    },
    responses: { 200: ok(successEnvelope(readinessSchema)) },
  }),
];
