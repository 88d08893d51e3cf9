import type { PurchaseCompleted, PurchaseEvent } from './events.js';

export type PurchaseState = {
  /** The completion, once there is one: completing again answers it and appends nothing. */
  completed: PurchaseCompleted['data'] | null;
  /** Failure ids already recorded (a redelivered webhook records nothing). */
  failedAttempts: ReadonlySet<string>;
  /** The intent's creation is on record (a double click reusing it records nothing). */
  intentRecorded: boolean;
  /** Gateway event ids already refused. */
  refusedEvents: ReadonlySet<string>;
  /** How many times completing this charged intent failed (PurchaseCompletionFailed). */
  completionFailures: number;
};

export const initialPurchaseState = (): PurchaseState => ({
  completed: null,
  failedAttempts: new Set(),
  intentRecorded: false,
  refusedEvents: new Set(),
  completionFailures: 0,
});

export const evolvePurchase = (state: PurchaseState, event: PurchaseEvent): PurchaseState => {
  switch (event.type) {
    case 'PurchaseCompleted':
      return state.completed ? state : { ...state, completed: event.data };
    case 'PaymentFailed':
      return { ...state, failedAttempts: new Set(state.failedAttempts).add(event.data.attemptId) };
    case 'PaymentIntentCreated':
      return { ...state, intentRecorded: true };
    case 'WebhookRefused':
      return { ...state, refusedEvents: new Set(state.refusedEvents).add(event.data.gatewayEventId) };
    case 'PurchaseCompletionFailed':
      return { ...state, completionFailures: event.data.attempt };
    default:
      return state;
  }
};
