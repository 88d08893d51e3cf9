import { DomainError } from '@exam/domain';
import Stripe from 'stripe';
import { PaymentGatewayUnavailableError, webhookSignatureInvalid } from '../errors.js';
import type { GatewayEvent, PaymentGateway, PaymentIntent } from '../port.js';

export type StripeGatewayOptions = {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  /** Tests point the SDK at a local fake (STRIPE_API_HOST / PORT / PROTOCOL). */
  host?: string | undefined;
  port?: number | undefined;
  protocol?: 'http' | 'https' | undefined;
};

const toIntent = (intent: Stripe.PaymentIntent): PaymentIntent => ({
  id: intent.id,
  clientSecret: intent.client_secret ?? '',
  amount: intent.amount,
  currency: intent.currency,
  status: intent.status,
  metadata: { userId: intent.metadata?.userId, questionSetId: intent.metadata?.questionSetId },
});

/** A gateway failure is never the learner's fault and never a 500 of ours: domain errors pass, others are 502. */
const gatewayFailure = (error: unknown): never => {
  if (error instanceof DomainError) throw error;
  throw new PaymentGatewayUnavailableError(error);
};

/** Stripe PaymentIntents (stripe 23 SDK) with webhooks signed by STRIPE_WEBHOOK_SECRET. */
export const stripeGateway = (options: StripeGatewayOptions): PaymentGateway => {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });
  return {
    provider: 'stripe',
    publishableKey: options.publishableKey,
    async createIntent({ amount, currency, metadata, idempotencyKey }) {
      const intent = await stripe.paymentIntents
        .create(
          { amount, currency, metadata, automatic_payment_methods: { enabled: true } },
          { idempotencyKey },
        )
        .catch(gatewayFailure);
      return toIntent(intent);
    },
    async retrieveIntent(id) {
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return null;
        return gatewayFailure(error);
      }
    },
    verifyWebhook(rawBody, signatureHeader): GatewayEvent {
      if (!signatureHeader) throw webhookSignatureInvalid();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, options.webhookSecret);
      } catch {
        throw webhookSignatureInvalid();
      }
      const object = event.data.object as { object?: string };
      if (object.object !== 'payment_intent') return { id: event.id, type: event.type, intent: null };
      const intent = object as Stripe.PaymentIntent;
      return {
        id: event.id,
        type: event.type,
        intent: toIntent(intent),
        ...(intent.last_payment_error?.message ? { failureMessage: intent.last_payment_error.message } : {}),
      };
    },
  };
};
