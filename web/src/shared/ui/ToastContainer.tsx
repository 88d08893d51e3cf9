import { Notifications } from '@mantine/notifications';

/** Spec §9: toasts top-right, auto-close 5 s by default. */
const TOAST_AUTO_CLOSE_MS = 5_000;
/** Issue 39: at most three toasts stack (the rest wait their turn) so they never cover the back office's tabs. */
export const TOAST_LIMIT = 3;

/**
 * The toasts' container, with its transitions and swipe handling, loaded after the first paint (App.tsx): toasts
 * shown before it mounts wait in the notifications store (shared/toast.ts) and appear when it does.
 */
export function ToastContainer() {
  return <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} limit={TOAST_LIMIT} />;
}
