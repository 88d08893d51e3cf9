import {
  batchFixBody,
  fixCodeSetBody,
  generateCodesBody,
  isDomainError,
  normaliseRedeemCodeInput,
  REDEEM_VALIDITY_DEFAULT_DAYS,
  RedeemCodeMessages,
  redeemBody,
  remainingDays,
  validateGeneration,
} from '@exam/domain';
import type { RedeemResult } from '@exam/domain/schemas';
import { type AuthGuards, type DocumentStore, type EventStore, ok } from '@exam/platform';
import { type Request, Router } from 'express';
import { EVENT_POSITION_HEADER, sendCommandOutcome } from '../command-response/index.js';
import { commandMetadata } from '../execution/index.js';
import { pathParam } from '../request-params/index.js';
import { parseWith } from '../validation/index.js';
import { deleteCode, fixCodeSet, generateCodes, redeemCode } from './execute.js';
import {
  DEFAULT_REDEEM_LIMITS,
  type RedeemLimits,
  type RedeemThrottleRedis,
  redeemThrottle,
} from './throttle.js';

export type RedeemCodeRouteDependencies = {
  eventStore: Pick<EventStore, 'readStream' | 'append'>;
  documentStore: Pick<DocumentStore, 'collection'>;
  guards: Pick<AuthGuards, 'requireUser' | 'requireAdmin'>;
  /** Redeem attempts per learner and per address (default 10 / 30 a minute). */
  redeemLimits?: RedeemLimits;
  /** Shared counts for every command-api process (distributed profile). */
  throttleRedis?: RedeemThrottleRedis;
};

const callerOf = (req: Request): string => (req.principal as { userId: string }).userId;

/** An empty form field (null) is "not above 0"; an absent one takes the standalone page's default. */
const wholeOr = (value: number | null | undefined, fallback: number) =>
  value === undefined ? fallback : value === null ? Number.NaN : value;

/** Learner spec §7 redeem and admin spec §7 "Redeem codes" (writes). */
export const createRedeemCodeCommandRoutes = ({
  eventStore,
  documentStore,
  guards,
  redeemLimits = DEFAULT_REDEEM_LIMITS,
  throttleRedis,
}: RedeemCodeRouteDependencies): Router => {
  const stores = { eventStore, documentStore };
  const router = Router();

  router.post(
    '/redeem-codes/redeem',
    guards.requireUser,
    redeemThrottle(redeemLimits, throttleRedis),
    async (req, res) => {
      const body = parseWith(redeemBody, req.body);
      const code = normaliseRedeemCodeInput(body.code);
      const { event, questionSet, position } = await redeemCode(
        stores,
        { code, userId: callerOf(req), questionSetId: body.questionSetId ?? null },
        commandMetadata(req),
      );
      const days = remainingDays(event.expiresAt, new Date()) ?? 0;
      sendCommandOutcome<RedeemResult>(res, {
        data: {
          purchase: {
            id: event.codeId,
            userId: event.userId,
            questionSetId: event.questionSetId,
            purchaseDate: event.redeemedAt,
            expiryDate: event.expiresAt,
            paymentMethod: 'redeem',
            status: 'active',
            amount: 0,
            hasAccess: days > 0,
            remainingDays: days,
          },
          questionSet,
          code: event.code,
          validityDays: event.validityDays,
        },
        message: RedeemCodeMessages.redeemed,
        position,
      });
    },
  );

  router.post('/redeem-codes/generate', guards.requireAdmin, async (req, res) => {
    const body = parseWith(generateCodesBody, req.body);
    const request = {
      questionSetId: body.questionSetId,
      validityDays: wholeOr(body.validityDays, REDEEM_VALIDITY_DEFAULT_DAYS),
      quantity: wholeOr(body.quantity, 1),
    };
    validateGeneration(request);
    const { codes, position } = await generateCodes(
      stores,
      { ...request, createdBy: callerOf(req) },
      commandMetadata(req),
    );
    sendCommandOutcome(res, {
      data: codes,
      message: RedeemCodeMessages.generated(codes.length),
      position,
      status: 201,
    });
  });

  router.put('/redeem-codes/:id/fix-question-set', guards.requireAdmin, async (req, res) => {
    const { questionSetId } = parseWith(fixCodeSetBody, req.body);
    const codeId = pathParam(req, 'id');
    const { code, position } = await fixCodeSet(
      stores,
      { codeId, questionSetId, fixedBy: callerOf(req) },
      commandMetadata(req),
    );
    sendCommandOutcome(res, {
      data: { id: codeId, code, questionSetId },
      message: RedeemCodeMessages.fixed,
      position,
    });
  });

  /** Each entry on its own (one code's refusal does not stop the others); the answer lists both. */
  router.post('/redeem-codes/batch-fix', guards.requireAdmin, async (req, res) => {
    const { codeToQuestionSetMap } = parseWith(batchFixBody, req.body);
    const metadata = commandMetadata(req);
    const fixed: Array<{ codeId: string; questionSetId: string }> = [];
    const failed: Array<{ codeId: string; questionSetId: string; message: string; code: string }> = [];
    let position = 0;
    for (const [codeId, questionSetId] of Object.entries(codeToQuestionSetMap)) {
      try {
        const result = await fixCodeSet(stores, { codeId, questionSetId, fixedBy: callerOf(req) }, metadata);
        position = Math.max(position, result.position);
        fixed.push({ codeId, questionSetId });
      } catch (error) {
        if (!isDomainError(error)) throw error;
        failed.push({ codeId, questionSetId, message: error.message, code: error.code });
      }
    }
    res.setHeader(EVENT_POSITION_HEADER, String(position));
    ok(
      res,
      { fixed, failed, fixedCount: fixed.length, failedCount: failed.length },
      RedeemCodeMessages.batchFixed(fixed.length),
      {
        position,
      },
    );
  });

  router.delete('/redeem-codes/:id', guards.requireAdmin, async (req, res) => {
    const codeId = pathParam(req, 'id');
    const { code, position } = await deleteCode(
      stores,
      { codeId, deletedBy: callerOf(req) },
      commandMetadata(req),
    );
    sendCommandOutcome(res, { data: { id: codeId, code }, message: RedeemCodeMessages.deleted, position });
  });

  return router;
};
