import { type ActionGuard, createActionGuard } from './action-guard';

/** The set a modal is about (enough for the confirmation and the redeem call). */
export type CommerceSet = { id: string; title: string; price: number; validityPeriod?: number | null };
export type CommerceModalKind = 'payment' | 'redeem';
/**
 * A redeem with no set chosen (issue 22: from the user menu, the profile's 引換履歴 tab and /question-sets): the
 * code itself names its set, which the server opens.
 */
export const ANY_SET: CommerceSet = { id: '', title: '', price: 0 };
export const isAnySet = (set: Pick<CommerceSet, 'id'>) => set.id === '';
/** open: asking for a card or a code; working: a payment or redeem is under way; succeeded: showing success. */
export type CommerceModalStage = 'open' | 'working' | 'succeeded';
export type CommerceModalState = {
  kind: CommerceModalKind;
  set: CommerceSet;
  stage: CommerceModalStage;
} | null;

/**
 * The one payment / redeem modal of the page (hosted once in the layout, opened from the quiz, the home cards
 * and the search rows). Opening is refused while a modal is open or a payment or redeem is under way (learner
 * spec §4: double clicks on buy or redeem are ignored).
 */
export function createCommerceModalStore(guard: ActionGuard = createActionGuard()) {
  let state: CommerceModalState = null;
  const listeners = new Set<() => void>();
  const change = (next: CommerceModalState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** False when ignored (something is already open or in progress). */
    open(kind: CommerceModalKind, set: CommerceSet): boolean {
      if (!guard.tryBegin()) return false;
      change({ kind, set, stage: 'open' });
      return true;
    },
    close() {
      guard.end();
      if (state) change(null);
    },
    /**
     * working: a payment or redeem is under way; succeeded: it went through and the modal shows its success
     * until it closes; open: back to asking (a refused card).
     */
    mark(stage: CommerceModalStage) {
      if (state && state.stage !== stage && state.stage !== 'succeeded') change({ ...state, stage });
    },
    /**
     * Access to `setId` arrived (realtime, another tab): a modal still asking for a card or a code is pointless
     * now; one whose payment or redeem is under way or showing its success is left to finish (the server's
     * notification of our own purchase often arrives before our own call has answered).
     */
    accessArrived(setId: string) {
      if (state && state.set.id === setId && state.stage === 'open') this.close();
    },
  };
}

export type CommerceModalStore = ReturnType<typeof createCommerceModalStore>;

/** The page's store. */
export const commerceModals = createCommerceModalStore();
