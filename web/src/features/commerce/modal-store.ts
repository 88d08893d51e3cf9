import { type ActionGuard, createActionGuard } from './action-guard';

/** The set a modal is about (enough for the confirmation and the redeem call). */
export type CommerceSet = { id: string; title: string; price: number; validityPeriod?: number | null };
export type CommerceModalKind = 'payment' | 'redeem';
export type CommerceModalState = { kind: CommerceModalKind; set: CommerceSet; succeeded: boolean } | null;

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
      change({ kind, set, succeeded: false });
      return true;
    },
    close() {
      guard.end();
      if (state) change(null);
    },
    /** The purchase or redeem went through: the modal shows its success until it closes itself. */
    markSucceeded() {
      if (state && !state.succeeded) change({ ...state, succeeded: true });
    },
    /**
     * Access to `setId` arrived from elsewhere (realtime, another tab): a modal still asking for a card or a code
     * is pointless now; one showing its success is left to finish.
     */
    accessArrived(setId: string) {
      if (state && state.set.id === setId && !state.succeeded) this.close();
    },
  };
}

export type CommerceModalStore = ReturnType<typeof createCommerceModalStore>;

/** The page's store. */
export const commerceModals = createCommerceModalStore();
