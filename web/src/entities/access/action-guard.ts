/**
 * Learner spec §4 Payment modal: a double click on buy or redeem is ignored while a payment or redeem is in
 * progress or a modal is open. The page's modal store holds one, so two cards cannot open two modals either.
 */
export type ActionGuard = {
  /** True when the action may start (and now holds the guard); false when something is under way. */
  tryBegin(): boolean;
  /** The modal closed: buy and redeem work again. */
  end(): void;
  readonly busy: boolean;
};

export const createActionGuard = (): ActionGuard => {
  let busy = false;
  return {
    tryBegin() {
      if (busy) return false;
      busy = true;
      return true;
    },
    end() {
      busy = false;
    },
    get busy() {
      return busy;
    },
  };
};
