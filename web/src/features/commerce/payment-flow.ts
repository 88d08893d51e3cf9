/**
 * Learner spec §4 Payment modal: confirmation -> card form -> processing -> success or failure. A free set
 * ends in "no purchase needed", a set the learner can already use skips payment.
 */
export type PaymentIntentInfo = { paymentIntentId: string; clientSecret: string; amount: number };

export type PaymentPhase =
  | { step: 'confirm' }
  | { step: 'preparing' }
  | { step: 'card'; intent: PaymentIntentInfo }
  | { step: 'processing'; intent: PaymentIntentInfo }
  /** Issue 27: the charge succeeded, the server is still granting access (a job completes it). */
  | { step: 'pending' }
  | { step: 'success'; expiryDate: string | null }
  | { step: 'failure'; message: string; intent: PaymentIntentInfo | null }
  | { step: 'free' }
  | { step: 'owned' };

export type PaymentAction =
  | { type: 'proceed' }
  | { type: 'intentCreated'; intent: PaymentIntentInfo }
  | { type: 'intentRefused'; reason: 'free' | 'owned' }
  | { type: 'intentFailed'; message: string }
  | { type: 'submitted' }
  | { type: 'succeeded'; expiryDate: string | null }
  /** The server answered 202: charged, access being granted. */
  | { type: 'accessPending' }
  | { type: 'failed'; message: string }
  | { type: 'retry' }
  /** The modal closed: next time it opens at the confirmation. */
  | { type: 'reset' };

export const initialPaymentPhase: PaymentPhase = { step: 'confirm' };

/** Every action that does not fit the current step is ignored (double clicks, late answers). */
export const paymentFlow = (phase: PaymentPhase, action: PaymentAction): PaymentPhase => {
  switch (action.type) {
    case 'reset':
      return phase.step === 'confirm' ? phase : initialPaymentPhase;
    case 'proceed':
      return phase.step === 'confirm' ? { step: 'preparing' } : phase;
    case 'intentCreated':
      return phase.step === 'preparing' ? { step: 'card', intent: action.intent } : phase;
    case 'intentRefused':
      return phase.step === 'preparing' ? { step: action.reason } : phase;
    case 'intentFailed':
      return phase.step === 'preparing' ? { step: 'failure', message: action.message, intent: null } : phase;
    case 'submitted':
      return phase.step === 'card' ? { step: 'processing', intent: phase.intent } : phase;
    case 'succeeded':
      return phase.step === 'processing' || phase.step === 'pending'
        ? { step: 'success', expiryDate: action.expiryDate }
        : phase;
    case 'accessPending':
      return phase.step === 'processing' ? { step: 'pending' } : phase;
    case 'failed':
      return phase.step === 'processing'
        ? { step: 'failure', message: action.message, intent: phase.intent }
        : phase;
    case 'retry':
      if (phase.step !== 'failure') return phase;
      // Another attempt on the same intent (a declined intent may be confirmed again), else from the start.
      return phase.intent ? { step: 'card', intent: phase.intent } : { step: 'confirm' };
  }
};

/** The modal may be closed except while the payment is being processed (pending access arrives anyway). */
export const canClosePayment = (phase: PaymentPhase): boolean =>
  phase.step !== 'processing' && phase.step !== 'preparing';
