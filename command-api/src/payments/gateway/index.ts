export { PaymentGatewayUnavailableError, webhookSignatureInvalid } from './errors.js';
export type {
  CreateIntentRequest,
  GatewayEvent,
  IntentMetadata,
  PaymentGateway,
  PaymentIntent,
  SimulatedCard,
  SimulatedConfirmation,
} from './port.js';
export { simulatedIntentStream } from './simulated/events.js';
export { simulatedGateway } from './simulated/simulated-gateway.js';
export { outcomeOfCard, TEST_CARDS } from './simulated/test-cards.js';
export { type StripeGatewayOptions, stripeGateway } from './stripe/stripe-gateway.js';
