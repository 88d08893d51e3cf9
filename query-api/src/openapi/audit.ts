import type { RouteConfig } from '@asteasolutions/zod-to-openapi';
import { Bounds } from '@exam/domain/rules';
import {
  ITEM_FLAGS,
  ITEM_STATISTICS_SORTS,
  purchaseAuditSchema,
  purchaseSearchResultSchema,
  redeemCodeAuditSchema,
  salesReportSchema,
  setStatisticsPageSchema,
  setStatisticsSchema,
  userHistorySchema,
} from '@exam/domain/schemas';
import { purchaseSearchQuery } from '../audit/purchase-search.js';
import { adminOnly, failure, ok, reason, VALIDATION_FAILED } from './route-helpers.js';
import { successEnvelope } from './schemas.js';
import { z } from './zod.js';

const TIMELINE =
  'Entries `{type, at, position, actor: {id, username}, details}` in log order; `actor.id` is `operator` for the operator token; an access end has no position';

/** Audit timelines, the support view and the purchases search (issue 15): administrators only. */
const routes: RouteConfig[] = [
  {
    method: 'get',
    path: '/admin/audit/redeem-codes/{code}',
    tags: ['Admin: audit'],
    summary:
      "What happened to one code, in log order: generated, re-associated, redeemed (by whom, until when), deleted, and its access's expiry",
    description: TIMELINE,
    request: { params: z.object({ code: z.string() }) },
    responses: {
      200: ok(successEnvelope(redeemCodeAuditSchema)),
      404: failure(reason('REDEEM_CODE_INVALID', 'この引換コードは無効です')),
    },
  },
  {
    method: 'get',
    path: '/admin/audit/purchases/{id}',
    tags: ['Admin: audit'],
    summary:
      "What happened to one payment (by payment intent id or purchase id): the intent, failed attempts, refused gateway events, the payment, and its access's expiry",
    description: TIMELINE,
    request: { params: z.object({ id: z.string() }) },
    responses: {
      200: ok(successEnvelope(purchaseAuditSchema)),
      404: failure(reason('PURCHASE_NOT_FOUND', '購入記録が見つかりません')),
    },
  },
  {
    method: 'get',
    path: '/admin/users/{id}/history',
    tags: ['Admin: audit'],
    summary:
      'Everything about one user: purchases and redemptions, access per set with remaining days, progress per set, and the timeline (registration, profile and role changes, sign-ins, grants)',
    request: { params: z.object({ id: z.string() }) },
    responses: {
      200: ok(successEnvelope(userHistorySchema)),
      404: failure(reason('USER_NOT_FOUND', 'ユーザーが見つかりません')),
    },
  },
  {
    method: 'get',
    path: '/admin/purchases',
    tags: ['Admin: audit'],
    summary:
      'Payments and redeemed codes of every learner, newest first: by user (id or exact name), set, source, status and purchase date range (from/to: ISO dates, inclusive)',
    request: { query: purchaseSearchQuery },
    responses: {
      200: ok(successEnvelope(purchaseSearchResultSchema)),
      400: failure(VALIDATION_FAILED, reason('RANGE_INVERTED', '終了日は開始日以降を指定してください')),
    },
  },
];

export const auditRoutes: RouteConfig[] = routes.map(adminOnly);

/** Item statistics and sales reports (issue 15): administrators only. */
const statisticsRoutes: RouteConfig[] = [
  {
    method: 'get',
    path: '/admin/statistics/question-sets/{id}',
    tags: ['Admin: statistics'],
    summary:
      "Item analysis of a set from learners' first answers: attempts, facility (share correct), discrimination (corrected item-total point-biserial correlation), option choices, average time, flags; worst first",
    description:
      'With any of `page`, `pageSize`, `sort`, `order`, `flag`: one page (at most 100 rows) with `total` (rows matching `flag`) and `summary` over the whole set.',
    request: {
      params: z.object({ id: z.string() }),
      query: z.object({
        page: z.string().optional().openapi({ description: 'default 1' }),
        pageSize: z.string().optional().openapi({ description: '1-100, default 50' }),
        sort: z
          .enum(ITEM_STATISTICS_SORTS)
          .optional()
          .openapi({ description: 'default `flag` (worst first)' }),
        order: z.enum(['asc', 'desc']).optional().openapi({
          description: 'default per sort: answers, flag desc; facility, discrimination, number asc',
        }),
        flag: z.enum([...ITEM_FLAGS, 'any', 'none']).optional(),
      }),
    },
    responses: {
      200: ok(successEnvelope(z.union([setStatisticsPageSchema, setStatisticsSchema]))),
      400: failure(
        reason('INVALID_PAGE', `${Bounds.pageNumber.message} / ${Bounds.statisticsPageSize.message}`),
        VALIDATION_FAILED,
      ),
      404: failure(reason('QUESTION_SET_NOT_FOUND', '問題集を開けません。IDが存在しません')),
    },
  },
  {
    method: 'get',
    path: '/admin/statistics/sales',
    tags: ['Admin: statistics'],
    summary: 'Purchases, revenue (yen) and redemptions per set and month (UTC), with month totals',
    request: {
      query: z.object({
        from: z.string().optional().openapi({ description: 'YYYY-MM, inclusive' }),
        to: z.string().optional().openapi({ description: 'YYYY-MM, inclusive' }),
      }),
    },
    responses: {
      200: ok(successEnvelope(salesReportSchema)),
      400: failure(
        reason('VALIDATION_FAILED', 'from は YYYY-MM 形式で指定してください'),
        reason('RANGE_INVERTED', '終了月は開始月以降を指定してください'),
      ),
    },
  },
];

export const statisticsAdminRoutes: RouteConfig[] = statisticsRoutes.map(adminOnly);
