import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type Decider, PurchaseMessages, paymentNotFound, ValidationError } from '@exam/domain';
import { type EventStore, handleCommand } from '@exam/platform';
import type { PaymentGateway, PaymentIntent, SimulatedConfirmation } from '../port.js';
import { type SimulatedAttemptOutcome, type SimulatedIntentEvent, simulatedIntentStream } from './events.js';
import { outcomeOfCard } from './test-cards.js';

type IntentState = PaymentIntent | null;

type SimulatedCommand =
  | { type: 'Create'; data: Omit<PaymentIntent, 'status'> }
  | { type: 'Attempt'; data: { id: string; attemptId: string; outcome: SimulatedAttemptOutcome } };

/** Stripe's state machine, reduced to what the card form needs: a decline leaves the intent payable. */
const intentDecider: Decider<IntentState, SimulatedCommand, SimulatedIntentEvent> = {
  initialState: () => null,
  evolve: (state, event) => {
    if (event.type === 'SimulatedPaymentIntentCreated')
      return { ...event.data, status: 'requires_payment_method' };
    if (!state) return state;
    return event.data.outcome === 'succeeded' ? { ...state, status: 'succeeded' } : state;
  },
  decide: (command, state) => {
    if (command.type === 'Create')
      return state ? [] : [{ type: 'SimulatedPaymentIntentCreated', data: command.data }];
    if (!state) throw paymentNotFound();
    // Confirming a paid intent again charges nothing and records nothing.
    if (state.status === 'succeeded') return [];
    return [{ type: 'SimulatedPaymentAttempted', data: command.data }];
  },
};

const DECLINE_MESSAGES = {
  card_declined: PurchaseMessages.cardDeclined,
  insufficient_funds: PurchaseMessages.insufficientFunds,
} as const;

/** Same key, same id: the idempotency Stripe gives, kept by the stream name itself. */
const intentIdFor = (idempotencyKey: string) =>
  `pi_sim_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;

/**
 * The embedded profile's gateway: no network, Stripe's test cards (4242... succeeds, 4000...0002 is declined,
 * 4000...9995 has insufficient funds). It accepts no webhooks: the server completes the purchase itself right
 * after a successful confirmation, as Stripe's webhook would.
 */
export const simulatedGateway = (
  eventStore: Pick<EventStore, 'readStream' | 'append'>,
  now: () => Date = () => new Date(),
): PaymentGateway => {
  const read = async (id: string): Promise<PaymentIntent | null> => {
    const events = (await eventStore.readStream(
      simulatedIntentStream(id),
    )) as unknown as SimulatedIntentEvent[];
    return events.reduce(intentDecider.evolve, intentDecider.initialState());
  };
  const run = (id: string, command: SimulatedCommand) =>
    handleCommand({ eventStore, decider: intentDecider, streamName: simulatedIntentStream(id), command });

  return {
    provider: 'simulated',
    async createIntent({ amount, currency, metadata, idempotencyKey }) {
      const id = intentIdFor(idempotencyKey);
      const clientSecret = `${id}_secret_${randomBytes(12).toString('hex')}`;
      await run(id, { type: 'Create', data: { id, clientSecret, amount, currency, metadata } });
      return (await read(id)) as PaymentIntent;
    },
    retrieveIntent: read,
    async confirmSimulated(card): Promise<SimulatedConfirmation> {
      const known = await read(card.paymentIntentId);
      if (!known) throw paymentNotFound();
      if (known.status === 'succeeded') return { outcome: 'succeeded', intent: known };
      const outcome = outcomeOfCard(card, now());
      const attemptId = `sim_attempt_${randomUUID()}`;
      await run(known.id, { type: 'Attempt', data: { id: known.id, attemptId, outcome } });
      const intent = (await read(known.id)) as PaymentIntent;
      if (outcome === 'succeeded' || intent.status === 'succeeded') return { outcome: 'succeeded', intent };
      return { outcome, intent, attemptId, message: DECLINE_MESSAGES[outcome] };
    },
    verifyWebhook() {
      throw new ValidationError('シミュレーション決済は Webhook を受け付けません', 'WEBHOOK_NOT_CONFIGURED');
    },
  };
};
