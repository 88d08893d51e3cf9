/** Learner spec §4 Redeem modal: idle -> verifying -> success overlay (callback after 1.5 s), or error. */
export const REDEEM_SUCCESS_CALLBACK_MS = 1_500;

export type RedeemPhase =
  | { step: 'idle' }
  | { step: 'verifying' }
  | { step: 'success'; setTitle: string | null }
  | { step: 'error'; message: string };

export type RedeemAction =
  | { type: 'submitted' }
  | { type: 'succeeded'; setTitle: string | null }
  | { type: 'failed'; message: string }
  | { type: 'edited' }
  /** The modal closed: next time it opens empty. */
  | { type: 'reset' };

export const initialRedeemPhase: RedeemPhase = { step: 'idle' };

export const redeemFlow = (phase: RedeemPhase, action: RedeemAction): RedeemPhase => {
  switch (action.type) {
    case 'reset':
      return phase.step === 'verifying' ? phase : initialRedeemPhase;
    case 'submitted':
      return phase.step === 'idle' || phase.step === 'error' ? { step: 'verifying' } : phase;
    case 'succeeded':
      return phase.step === 'verifying' ? { step: 'success', setTitle: action.setTitle } : phase;
    case 'failed':
      return phase.step === 'verifying' ? { step: 'error', message: action.message } : phase;
    case 'edited':
      return phase.step === 'error' ? { step: 'idle' } : phase;
  }
};
