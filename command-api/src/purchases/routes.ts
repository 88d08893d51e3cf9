import { randomUUID } from 'node:crypto';
import {
  directPurchaseBody,
  NotFoundError,
  type PurchaseCompleted,
  PurchaseMessages,
  purchaseDecider,
  purchaseStream,
  updateAccessBody,
  ValidationError,
} from '@exam/domain';
import {
  type AuthGuards,
  type DocumentStore,
  type EventStore,
  handleCommand,
  notFound,
} from '@exam/platform';
import { type Request, type Response, Router } from 'express';
import { EVENT_POSITION_HEADER, sendCommandOutcome } from '../command-response/index.js';
import { commandMetadata } from '../execution/index.js';
import { pathParam } from '../request-params/index.js';
import { parseWith } from '../validation/index.js';
import type { ChargedCompletion } from './charged-completion.js';
import { currentGrantOf, purchasableSetOf } from './lookups.js';
import { presentPurchase } from './present.js';

export type PurchaseCommandRouteDependencies = {
  eventStore: Pick<EventStore, 'readStream' | 'append'>;
  documentStore: Pick<DocumentStore, 'collection'>;
  guards: Pick<AuthGuards, 'requireUser' | 'requireAdmin' | 'authenticate'>;
  /** Completion of a succeeded charge (a fault is recorded and retried as a job). */
  charged: ChargedCompletion;
  /** DEBUG_PURCHASES: POST /purchases/direct-purchase exists (administrators only). */
  debugPurchases: boolean;
};

/** The `purchases` read model of @exam/projections, read to answer update-access by purchase id. */
const PURCHASES = 'purchases';
type PurchaseRow = {
  id: string;
  userId: string;
  questionSetId: string;
  paymentIntentId: string | null;
  _position?: number;
};

const callerOf = (req: Request): string => (req.principal as { userId: string }).userId;

export const createPurchaseCommandRoutes = ({
  eventStore,
  documentStore,
  guards,
  charged,
  debugPurchases,
}: PurchaseCommandRouteDependencies): Router => {
  const router = Router();

  /** 202 with the learner's text: the charge succeeded, a job is granting access (issue 27). */
  const sendPending = (res: Response, outcome: { paymentIntentId: string; position: number }) =>
    sendCommandOutcome(res, {
      status: 202,
      data: { paymentIntentId: outcome.paymentIntentId, accessPending: true },
      message: PurchaseMessages.accessPending,
      position: outcome.position,
    });

  /**
   * Issue 27: the administrators' retry of a charged purchase whose completion failed (the purchases tab lists
   * them as charged with access pending). Completes it now, or records the failure and schedules another job.
   * An intent with no failure on record is not pending: 404; one completed meanwhile answers its purchase.
   */
  router.post('/admin/purchases/:paymentIntentId/complete', guards.requireAdmin, async (req, res) => {
    const paymentIntentId = pathParam(req, 'paymentIntentId');
    const history = await eventStore.readStream(purchaseStream(paymentIntentId));
    if (!history.some((event) => event.type === 'PurchaseCompletionFailed'))
      throw new NotFoundError(PurchaseMessages.noPendingCompletion, 'NO_PENDING_COMPLETION');
    const outcome = await charged.complete({
      paymentIntentId,
      requestedBy: null,
      metadata: commandMetadata(req),
    });
    if (outcome.kind === 'pending') return sendPending(res, outcome);
    sendCommandOutcome(res, {
      data: presentPurchase(outcome.purchase),
      message: PurchaseMessages.accessGranted,
      position: outcome.position,
    });
  });

  /**
   * Learner spec §4 "Purchase flow": the fall-back after a failed complete-purchase. Same verification as
   * complete-purchase (it is the same service); with only a purchase id it answers the learner's own purchase.
   * The spec's client reads success, purchaseId and expiryDate at the top level: they are repeated there.
   */
  router.post('/purchases/update-access', guards.requireUser, async (req, res) => {
    const body = parseWith(updateAccessBody, req.body);
    const userId = callerOf(req);
    const intentId =
      body.paymentIntentId ?? (body.purchaseId?.startsWith('pi_') ? body.purchaseId : undefined);
    if (intentId) {
      const outcome = await charged.complete({
        paymentIntentId: intentId,
        questionSetId: body.questionSetId,
        requestedBy: userId,
        metadata: commandMetadata(req),
      });
      if (outcome.kind === 'pending') return sendPending(res, outcome);
      const { purchase, position } = outcome;
      res.setHeader(EVENT_POSITION_HEADER, String(position));
      res.json({
        success: true,
        message: PurchaseMessages.purchased,
        data: presentPurchase(purchase),
        purchaseId: purchase.purchaseId,
        expiryDate: purchase.expiresAt,
        position,
      });
      return;
    }
    if (!body.purchaseId)
      throw new ValidationError(PurchaseMessages.paymentReferenceRequired, 'PAYMENT_REFERENCE_REQUIRED');
    const row = await documentStore.collection<PurchaseRow>(PURCHASES).get(body.purchaseId);
    if (!row || row.userId !== userId || row.questionSetId !== body.questionSetId || !row.paymentIntentId)
      throw new NotFoundError(PurchaseMessages.purchaseNotFound, 'PURCHASE_NOT_FOUND');
    const history = await eventStore.readStream(purchaseStream(row.paymentIntentId));
    const completion = history.find((event) => event.type === 'PurchaseCompleted');
    if (!completion) throw new NotFoundError(PurchaseMessages.purchaseNotFound, 'PURCHASE_NOT_FOUND');
    const purchase = completion.data as PurchaseCompleted['data'];
    res.setHeader(EVENT_POSITION_HEADER, String(completion.position));
    res.json({
      success: true,
      message: PurchaseMessages.purchased,
      data: presentPurchase(purchase),
      purchaseId: purchase.purchaseId,
      expiryDate: purchase.expiresAt,
      position: completion.position,
    });
  });

  if (debugPurchases) {
    /**
     * DESIGN.md item 4: the debug direct purchase exists only when DEBUG_PURCHASES=true, and then only for
     * administrators; anyone else gets the same 404 as when it does not exist. It grants the caller.
     */
    router.post('/purchases/direct-purchase', guards.authenticate, async (req, res, next) => {
      if (!req.principal?.isAdmin) return notFound(req, res, next);
      const { questionSetId } = parseWith(directPurchaseBody, req.body);
      const userId = req.principal.userId;
      const purchaseId = randomUUID();
      const [set, grant] = await Promise.all([
        purchasableSetOf(eventStore, questionSetId),
        currentGrantOf(documentStore, userId, questionSetId),
      ]);
      const metadata = commandMetadata(req);
      const result = await handleCommand({
        eventStore,
        decider: purchaseDecider,
        streamName: purchaseStream(`direct_${purchaseId}`),
        command: {
          type: 'RecordDirectPurchase',
          data: {
            purchaseId,
            userId,
            questionSetId,
            set,
            currentExpiresAt: grant?.expiresAt ?? null,
            at: metadata.at ?? new Date().toISOString(),
          },
          metadata,
        },
      });
      const purchase = result.events[0]?.data as PurchaseCompleted['data'];
      sendCommandOutcome(res, {
        data: presentPurchase(purchase),
        message: PurchaseMessages.purchased,
        position: result.position,
      });
    });
  }

  return router;
};
