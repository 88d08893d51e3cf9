import type { Event } from '@exam/domain';
import type { IntentMetadata } from '../port.js';

/**
 * The simulated gateway keeps its intents in the event store (stream `simulatedPaymentIntent-<id>`), so they
 * survive a restart on every event-store adapter and a double confirmation is settled by the expected revision.
 * These events belong to the fake gateway, not to the product: no projection reads them.
 */
export type SimulatedIntentCreated = Event<
  'SimulatedPaymentIntentCreated',
  { id: string; clientSecret: string; amount: number; currency: string; metadata: IntentMetadata }
>;

export type SimulatedAttemptOutcome = 'succeeded' | 'card_declined' | 'insufficient_funds';

export type SimulatedPaymentAttempted = Event<
  'SimulatedPaymentAttempted',
  { id: string; attemptId: string; outcome: SimulatedAttemptOutcome }
>;

export type SimulatedIntentEvent = SimulatedIntentCreated | SimulatedPaymentAttempted;

export const simulatedIntentStream = (id: string) => `simulatedPaymentIntent-${id}`;
