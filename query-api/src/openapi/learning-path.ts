import type { RouteConfig } from '@asteasolutions/zod-to-openapi';
import { coverageSchema, learningPathSchema } from '@exam/domain/schemas';
import { learnerOnly, ok } from './route-helpers.js';
import { successEnvelope } from './schemas.js';

/** The learning path and coverage (issue 17): the signed-in learner's own. */
export const learningPathRoutes: RouteConfig[] = [
  learnerOnly({
    method: 'get',
    path: '/learning-path',
    tags: ['Practice'],
    summary:
      "The caller's spaced-repetition queue (FSRS, ts-fsrs defaults): cards due now (locked when the set's access ended), counts by state, and cards due per day for 14 days. Wrong answers rate Again, right ones marked 自信なし Hard, sure right answers on a due card Good",
    responses: { 200: ok(successEnvelope(learningPathSchema)) },
  }),
  learnerOnly({
    method: 'get',
    path: '/user-progress/coverage',
    tags: ['Practice'],
    summary:
      'Per set, how many of its questions the caller ever answered (practice resets do not undo it), of how many',
    responses: { 200: ok(successEnvelope(coverageSchema)) },
  }),
];
