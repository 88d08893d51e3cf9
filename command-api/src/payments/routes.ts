import {
  amountInconsistent,
  completePurchaseBody,
  createIntentBody,
  ForbiddenError,
  isConsistentClientAmount,
  PaymentDeclinedError,
  PurchaseMessages,
  paymentNotFound,
  simulatedConfirmBody,
} from '@exam/domain';
import type { SimulatedConfirmation } from '@exam/domain/schemas';
import {
  type AuthGuards,
  type DocumentStore,
  type EventStore,
  type Logger,
  notFound,
  ok,
} from '@exam/platform';
import { type Request, Router } from 'express';
import { sendCommandOutcome } from '../command-response/index.js';
import { commandMetadata } from '../execution/index.js';
import type { ChargedCompletion } from '../purchases/charged-completion.js';
import { purchasableSetOf } from '../purchases/lookups.js';
import { presentPurchase } from '../purchases/present.js';
import { recordPaymentFailure } from '../purchases/record-payment-failure.js';
import { parseWith } from '../validation/index.js';
import { createPaymentIntent } from './create-intent.js';
import type { PaymentGateway } from './gateway/index.js';
import { handleGatewayEvent } from './webhook.js';

export type PaymentRouteDependencies = {
  eventStore: Pick<EventStore, 'readStream' | 'append'>;
  documentStore: Pick<DocumentStore, 'collection'>;
  guards: Pick<AuthGuards, 'requireUser'>;
  gateway: PaymentGateway;
  /** Completion of a succeeded charge: a fault is recorded and retried as a job, never a bare error. */
  charged: ChargedCompletion;
  logger: Pick<Logger, 'warn' | 'info'>;
};

/** 202: the charge succeeded, access is being granted (a job completes it; `purchase:success` follows). */
const ACCESS_PENDING = 202;

/** The path the composition must give a raw body (express.raw before express.json): signatures cover bytes. */
export const PAYMENT_WEBHOOK_PATH = '/api/payments/webhook';

const callerOf = (req: Request): string => (req.principal as { userId: string }).userId;

/** Learner spec §7 payments: create-intent, complete-purchase, the gateway's webhook, the simulated card form. */
export const createPaymentRoutes = ({
  eventStore,
  documentStore,
  guards,
  gateway,
  charged,
  logger,
}: PaymentRouteDependencies): Router => {
  const router = Router();

  router.post('/payments/create-intent', guards.requireUser, async (req, res) => {
    const body = parseWith(createIntentBody, req.body);
    const created = await createPaymentIntent(
      { eventStore, documentStore, gateway },
      callerOf(req),
      body,
      req.get('Idempotency-Key') ?? undefined,
      commandMetadata(req),
    );
    // The spec's client reads clientSecret and paymentIntentId; they are repeated at the top level.
    ok(res, created, undefined, {
      clientSecret: created.clientSecret,
      paymentIntentId: created.paymentIntentId,
    });
  });

  router.post('/payments/complete-purchase', guards.requireUser, async (req, res) => {
    const body = parseWith(completePurchaseBody, req.body);
    if (body.amount !== undefined) {
      const set = await purchasableSetOf(eventStore, body.questionSetId);
      if (set && !isConsistentClientAmount(body.amount, set.price)) throw amountInconsistent();
    }
    const outcome = await charged.complete({
      paymentIntentId: body.paymentIntentId,
      questionSetId: body.questionSetId,
      requestedBy: callerOf(req),
      metadata: commandMetadata(req),
    });
    if (outcome.kind === 'pending') {
      sendCommandOutcome(res, {
        status: ACCESS_PENDING,
        data: { paymentIntentId: outcome.paymentIntentId, accessPending: true },
        message: PurchaseMessages.accessPending,
        position: outcome.position,
      });
      return;
    }
    sendCommandOutcome(res, {
      data: presentPurchase(outcome.purchase),
      message: PurchaseMessages.purchased,
      position: outcome.position,
    });
  });

  router.post('/payments/webhook', async (req, res) => {
    const raw: Buffer | string = Buffer.isBuffer(req.body)
      ? req.body
      : typeof req.body === 'string'
        ? req.body
        : '';
    const event = gateway.verifyWebhook(raw, req.get('stripe-signature') ?? undefined);
    const outcome = await handleGatewayEvent(event, { eventStore, charged, logger });
    res.json({ received: true, outcome });
  });

  /** The simulated gateway's card form (embedded profile); 404 with Stripe, where the browser talks to Stripe. */
  router.post('/payments/simulated/confirm', guards.requireUser, async (req, res, next) => {
    const confirm = gateway.confirmSimulated;
    if (!confirm) return notFound(req, res, next);
    const card = parseWith(simulatedConfirmBody, req.body);
    const userId = callerOf(req);
    const intent = await gateway.retrieveIntent(card.paymentIntentId);
    if (!intent) throw paymentNotFound();
    if (intent.metadata.userId !== userId)
      throw new ForbiddenError(PurchaseMessages.paymentNotYours, 'PAYMENT_NOT_YOURS');
    const confirmation = await confirm(card);
    const metadata = commandMetadata(req);
    if (confirmation.outcome !== 'succeeded') {
      await recordPaymentFailure(
        eventStore,
        {
          paymentIntentId: intent.id,
          userId,
          questionSetId: intent.metadata.questionSetId ?? '',
          attemptId: confirmation.attemptId,
          reason: confirmation.message,
        },
        metadata,
      );
      throw new PaymentDeclinedError(
        confirmation.message,
        confirmation.outcome === 'card_declined' ? 'CARD_DECLINED' : 'INSUFFICIENT_FUNDS',
      );
    }
    // As Stripe's webhook would: the succeeded payment completes the purchase now; the client's
    // complete-purchase that follows finds it completed and appends nothing.
    const outcome = await charged.complete({ paymentIntentId: intent.id, requestedBy: userId, metadata });
    const pending = outcome.kind === 'pending';
    sendCommandOutcome<SimulatedConfirmation>(res, {
      ...(pending ? { status: ACCESS_PENDING } : {}),
      data: {
        paymentIntentId: intent.id,
        status: confirmation.intent.status,
        amount: confirmation.intent.amount,
        purchase: pending ? null : presentPurchase(outcome.purchase),
        accessPending: pending,
      },
      message: pending ? PurchaseMessages.accessPending : PurchaseMessages.purchased,
      position: outcome.position,
    });
  });

  return router;
};
