import type { RouteConfig } from '@asteasolutions/zod-to-openapi';
import { RedeemCodeMessages } from '@exam/domain';
import {
  batchFixBody,
  fixCodeSetBody,
  generateCodesBody,
  generatedCodeSchema,
  redeemBody,
  redeemCodeRowSchema,
  redeemedCodeSchema,
  redeemResultSchema,
} from '@exam/domain/schemas';
import { adminOnly, failure, json, learnerOnly, ok, reason, VALIDATION_FAILED } from './route-helpers.js';
import { commandResult, ErrorEnvelopeSchema, successEnvelope } from './schemas.js';
import { z } from './zod.js';

/** Redeem codes: redeeming (learners) and generating, listing and fixing them (administrators). */

const codeIdParams = z.object({ id: z.string().openapi({ description: "the code's id (uuid)" }) });

const GeneratedCodeSchema = z.object(generatedCodeSchema.shape).openapi('GeneratedRedeemCode');

export const RedeemCodeRowSchema = z.object(redeemCodeRowSchema.shape).openapi('RedeemCode');

const RedeemedCodeSchema = z.object(redeemedCodeSchema.shape).openapi('RedeemedCode');

const rateLimited = {
  description: `${reason('RATE_LIMITED', '请求被限制，请稍后再试')} (10 a minute per learner, 30 per address)`,
  headers: { 'Retry-After': { description: 'seconds', schema: { type: 'integer' as const } } },
  content: { 'application/json': { schema: ErrorEnvelopeSchema } },
};

export const redeemCodeRoutes: RouteConfig[] = [
  learnerOnly({
    method: 'post',
    path: '/redeem-codes/redeem',
    tags: ['Redeem codes'],
    summary: 'Redeem a code (trimmed, upper-cased, blanks and hyphens dropped) for its set',
    request: { body: json(redeemBody) },
    responses: {
      200: ok(commandResult(z.object(redeemResultSchema.shape)), RedeemCodeMessages.redeemed),
      400: failure(
        reason('VALIDATION_FAILED', RedeemCodeMessages.codeRequired),
        reason('REDEEM_CODE_TOO_SHORT', RedeemCodeMessages.codeTooShort),
        reason('REDEEM_CODE_TOO_LONG', RedeemCodeMessages.codeTooLong),
        reason('REDEEM_CODE_OTHER_SET', `${RedeemCodeMessages.codeForAnotherSet} (the code stays unused)`),
      ),
      404: failure(
        reason('REDEEM_CODE_NOT_FOUND', RedeemCodeMessages.codeNotFound),
        reason('REDEEM_CODE_INVALID', `${RedeemCodeMessages.codeInvalid} (deleted)`),
        reason('REDEEM_CODE_SET_MISSING', RedeemCodeMessages.codeSetMissing),
      ),
      409: failure(
        reason('REDEEM_CODE_USED', RedeemCodeMessages.codeUsed),
        reason('REDEEM_CODE_CHANGED', RedeemCodeMessages.retry),
      ),
      429: rateLimited,
    },
  }),
  learnerOnly({
    method: 'get',
    path: '/redeem-codes/user',
    tags: ['Redeem codes'],
    summary: 'The codes the caller redeemed, newest first',
    responses: { 200: ok(successEnvelope(z.array(RedeemedCodeSchema))) },
  }),
  adminOnly({
    method: 'post',
    path: '/redeem-codes/generate',
    tags: ['Admin: redeem codes'],
    summary: 'Generate codes for a paid set (validity 1-3650 days, default 180; quantity 1-100, default 1)',
    request: { body: json(generateCodesBody) },
    responses: {
      201: ok(commandResult(z.array(GeneratedCodeSchema)), '成功生成N个兑换码'),
      400: failure(
        reason('REDEEM_SET_REQUIRED', RedeemCodeMessages.setRequired),
        reason('REDEEM_SET_INVALID', RedeemCodeMessages.setInvalid),
        reason('REDEEM_SET_NOT_PAID', RedeemCodeMessages.setNotPaid),
        reason(
          'REDEEM_VALIDITY_INVALID',
          `${RedeemCodeMessages.validityTooSmall} / ${RedeemCodeMessages.validityTooLarge}`,
        ),
        reason('REDEEM_QUANTITY_INVALID', RedeemCodeMessages.quantityInvalid),
        VALIDATION_FAILED,
      ),
    },
  }),
  adminOnly({
    method: 'get',
    path: '/redeem-codes',
    tags: ['Admin: redeem codes'],
    summary: 'Codes, newest first, filtered by status and set',
    request: {
      query: z.object({
        status: z
          .enum(['used', 'unused', 'live', 'deleted', 'all'])
          .optional()
          .openapi({ description: '`all` (default) includes deleted codes; `live` is used and unused' }),
        questionSetId: z.string().optional().openapi({ description: '`all` or absent: every set' }),
        page: z.string().optional().openapi({ description: 'default 1' }),
        pageSize: z
          .string()
          .optional()
          .openapi({ description: 'default 50, 1-500, refused above (alias `limit`)' }),
      }),
    },
    responses: {
      200: ok(
        successEnvelope(
          z.object({
            list: z.array(RedeemCodeRowSchema),
            total: z.number().int(),
            page: z.number().int(),
            pageSize: z.number().int(),
          }),
        ),
      ),
      400: failure(VALIDATION_FAILED),
    },
  }),
  adminOnly({
    method: 'put',
    path: '/redeem-codes/{id}/fix-question-set',
    tags: ['Admin: redeem codes'],
    summary: 'Move an unused code to another paid set',
    request: { params: codeIdParams, body: json(fixCodeSetBody) },
    responses: {
      200: ok(
        commandResult(z.object({ id: z.string(), code: z.string(), questionSetId: z.string() })),
        RedeemCodeMessages.fixed,
      ),
      400: failure(
        reason('REDEEM_SET_INVALID', RedeemCodeMessages.setInvalid),
        reason('REDEEM_SET_NOT_PAID', RedeemCodeMessages.setNotPaid),
      ),
      404: failure(reason('REDEEM_CODE_NOT_FOUND', RedeemCodeMessages.codeNotFound)),
      409: failure(
        reason('REDEEM_CODE_USED', RedeemCodeMessages.onlyUnusedCanChange),
        reason('REDEEM_CODE_CHANGED', RedeemCodeMessages.retry),
      ),
    },
  }),
  adminOnly({
    method: 'get',
    path: '/redeem-codes/debug',
    tags: ['Admin: redeem codes'],
    summary: 'Problem check: unused codes whose set is gone or no longer paid',
    responses: {
      200: ok(
        successEnvelope(
          z.object({
            totalRedeemCodes: z.number().int(),
            totalQuestionSets: z.number().int(),
            issues: z.array(
              z.object({
                code: z.string(),
                codeId: z.string(),
                questionSetId: z.string(),
                issue: z.string(),
              }),
            ),
          }),
        ),
      ),
    },
  }),
  adminOnly({
    method: 'post',
    path: '/redeem-codes/batch-fix',
    tags: ['Admin: redeem codes'],
    summary: 'Move many unused codes (code id -> set id); each on its own, the answer lists both outcomes',
    request: { body: json(batchFixBody) },
    responses: {
      200: ok(
        successEnvelope(
          z.object({
            fixed: z.array(z.object({ codeId: z.string(), questionSetId: z.string() })),
            failed: z.array(
              z.object({
                codeId: z.string(),
                questionSetId: z.string(),
                message: z.string(),
                code: z.string(),
              }),
            ),
            fixedCount: z.number().int(),
            failedCount: z.number().int(),
          }),
        ).extend({ position: z.number().int() }),
        '成功修复N个兑换码',
      ),
      400: failure(reason('VALIDATION_FAILED', RedeemCodeMessages.batchFixNeedsCodes)),
    },
  }),
  adminOnly({
    method: 'delete',
    path: '/redeem-codes/{id}',
    tags: ['Admin: redeem codes'],
    summary: 'Delete an unused code',
    request: { params: codeIdParams },
    responses: {
      200: ok(commandResult(z.object({ id: z.string(), code: z.string() })), RedeemCodeMessages.deleted),
      404: failure(reason('REDEEM_CODE_NOT_FOUND', RedeemCodeMessages.codeNotFound)),
      409: failure(
        reason('REDEEM_CODE_USED', RedeemCodeMessages.onlyUnusedCanChange),
        reason('REDEEM_CODE_CHANGED', RedeemCodeMessages.retry),
      ),
    },
  }),
];
