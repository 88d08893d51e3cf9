import type { CommerceModalKind, CommerceSet } from './modal-store';

/**
 * A visitor's 購入する / 引換 at the purchase wall sends them to sign in first (learner spec §5: signed-in only);
 * the intent waits here (this tab only) so that, back from the identity provider, the dialog they asked for opens
 * on the page they left (issue 22). Kept 15 minutes, the spec's stale sign-in state age.
 */
export type PendingIntent = { kind: CommerceModalKind; set: CommerceSet; path: string; savedAt: number };

export const PENDING_INTENT_KEY = 'commerce-pending-intent';
export const PENDING_INTENT_TTL_MS = 15 * 60 * 1000;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function savePendingIntent(storage: Storage, intent: PendingIntent): void {
  try {
    storage.setItem(PENDING_INTENT_KEY, JSON.stringify(intent));
  } catch {
    // Storage refused: the learner signs in and presses the button again.
  }
}

/** The intent for `path` (removed once taken), or null: none, another page's, unreadable or stale (then dropped). */
export function takePendingIntent(storage: Storage, path: string, now: number): PendingIntent | null {
  let intent: PendingIntent | null = null;
  try {
    intent = JSON.parse(storage.getItem(PENDING_INTENT_KEY) ?? 'null') as PendingIntent | null;
  } catch {
    intent = null;
  }
  if (!intent || typeof intent !== 'object' || typeof intent.set?.id !== 'string') {
    storage.removeItem(PENDING_INTENT_KEY);
    return null;
  }
  const age = now - intent.savedAt;
  if (!(age >= 0 && age < PENDING_INTENT_TTL_MS)) {
    storage.removeItem(PENDING_INTENT_KEY);
    return null;
  }
  if (intent.path !== path) return null;
  storage.removeItem(PENDING_INTENT_KEY);
  return intent;
}
