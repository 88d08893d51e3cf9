import {
  type CommerceOptions,
  PAYMENT_WEBHOOK_PATH,
  type PaymentGateway,
  simulatedGateway,
  stripeGateway,
} from '@exam/command-api';
import type { Config, EventStore } from '@exam/platform';
import express, { type Express } from 'express';

type PaymentsConfig = Pick<
  Config,
  | 'PAYMENTS'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_PUBLISHABLE_KEY'
  | 'STRIPE_API_HOST'
  | 'STRIPE_API_PORT'
  | 'STRIPE_API_PROTOCOL'
  | 'DEBUG_PURCHASES'
>;

/** PAYMENTS=stripe: Stripe PaymentIntents (config requires its three keys); otherwise the simulated gateway. */
export const paymentGatewayFor = (config: PaymentsConfig, eventStore: EventStore): PaymentGateway =>
  config.PAYMENTS === 'stripe'
    ? stripeGateway({
        secretKey: config.STRIPE_SECRET_KEY ?? '',
        webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? '',
        publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? '',
        host: config.STRIPE_API_HOST,
        port: config.STRIPE_API_PORT,
        protocol: config.STRIPE_API_PROTOCOL,
      })
    : simulatedGateway(eventStore);

export const commerceOptionsFor = (config: PaymentsConfig, eventStore: EventStore): CommerceOptions => ({
  gateway: paymentGatewayFor(config, eventStore),
  debugPurchases: config.DEBUG_PURCHASES,
});

/**
 * The webhook's signature covers the exact bytes: its body is kept raw. Mount before express.json (which then
 * leaves the already-read body alone).
 */
export const useRawWebhookBody = (app: Express): void => {
  app.use(PAYMENT_WEBHOOK_PATH, express.raw({ type: '*/*', limit: '1mb' }));
};
