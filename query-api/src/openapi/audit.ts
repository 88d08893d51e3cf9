import type { RouteConfig } from '@asteasolutions/zod-to-openapi';
import { adminOnly, failure, ok, reason } from './route-helpers.js';
import { z } from './zod.js';

const TimelineEntrySchema = z
  .object({
    type: z.enum(['generated', 'reassociated', 'redeemed', 'deleted', 'expired', 'expires']),
    at: z.string(),
    position: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'Global log position; null for the derived expiry' }),
    actor: z.object({ id: z.string(), username: z.string() }).nullable(),
    details: z.record(z.string(), z.unknown()),
  })
  .openapi('TimelineEntry');

/** Audit timelines (issue 15): read from the event streams, administrators only. */
const routes: RouteConfig[] = [
  {
    method: 'get',
    path: '/admin/audit/redeem-codes/{code}',
    tags: ['Admin: audit'],
    summary:
      "What happened to one code, in log order: generated, re-associated, redeemed (by whom, until when), deleted, and its access's expiry",
    request: { params: z.object({ code: z.string() }) },
    responses: {
      200: ok(z.object({ code: z.string(), timeline: z.array(TimelineEntrySchema) })),
      404: failure(reason('REDEEM_CODE_INVALID', '兑换码无效')),
    },
  },
];

export const auditRoutes: RouteConfig[] = routes.map(adminOnly);
