/**
 * When a new version of the app may take over (issue 26): only after the learner asked for it. A new service worker
 * waits; the prompt offers 再読み込み; pressing it lets the waiting worker take control, and this tab reloads once it
 * has. Another tab's press also hands control to the new worker, but does not reload this tab (a running quiz keeps
 * its page): this tab keeps its prompt until its own learner presses it.
 */
export type UpdateFlow = {
  /** The learner pressed 再読み込み: activate the waiting worker, then reload when it controls the page. */
  requestReload: () => Promise<void>;
  /** The new worker controls the page (called by the registration): reloads only after requestReload. */
  onControlling: () => void;
  readonly requested: boolean;
};

export const createUpdateFlow = ({
  activateWaitingWorker,
  reload,
}: {
  /** Sends SKIP_WAITING to the waiting worker (vite-plugin-pwa's updateServiceWorker). */
  activateWaitingWorker: () => Promise<void>;
  reload: () => void;
}): UpdateFlow => {
  let requested = false;
  return {
    requestReload: async () => {
      requested = true;
      await activateWaitingWorker();
    },
    onControlling: () => {
      if (requested) reload();
    },
    get requested() {
      return requested;
    },
  };
};

/** How often an open app asks the server whether a new version exists (an installed app may stay open for days). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** Asks for a new service worker now and then, while online; returns the function that stops asking. */
export const checkForUpdatesPeriodically = (
  registration: Pick<ServiceWorkerRegistration, 'update'>,
  isOnline: () => boolean,
  every = UPDATE_CHECK_INTERVAL_MS,
): (() => void) => {
  const timer = setInterval(() => {
    // A failed check (server restarting, connection lost meanwhile) is retried at the next interval.
    if (isOnline()) registration.update().catch(() => undefined);
  }, every);
  return () => clearInterval(timer);
};
