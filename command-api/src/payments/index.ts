export { type CreatedIntent, createPaymentIntent } from './create-intent.js';
export * from './gateway/index.js';
export { createPaymentRoutes, PAYMENT_WEBHOOK_PATH, type PaymentRouteDependencies } from './routes.js';
export { handleGatewayEvent, type WebhookOutcome } from './webhook.js';
