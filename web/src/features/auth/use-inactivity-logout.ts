import { useEffect } from 'react';
import { ACTIVITY_EVENTS, INACTIVITY_POLICY, inactivityPhase } from './inactivity';

/**
 * Spec §4: while `enabled`, 30 minutes without mouse, key, scroll or touch calls `onTimeout`;
 * `onWarning` fires once a minute before.
 */
export function useInactivityLogout(enabled: boolean, handlers: { onWarning(): void; onTimeout(): void }) {
  const { onWarning, onTimeout } = handlers;
  useEffect(() => {
    if (!enabled) return;
    let lastActivityAt = Date.now();
    let warned = false;
    let timer: ReturnType<typeof setTimeout> | null = null;

    const check = () => {
      const state = inactivityPhase(lastActivityAt, Date.now(), INACTIVITY_POLICY);
      if (state.phase === 'expired') {
        onTimeout();
        return;
      }
      if (state.phase === 'warning' && !warned) {
        warned = true;
        onWarning();
      }
      timer = setTimeout(check, state.phase === 'active' ? state.msUntilWarning : state.msUntilLogout);
    };
    const onActivity = () => {
      lastActivityAt = Date.now();
      warned = false;
    };

    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, { passive: true });
    timer = setTimeout(check, INACTIVITY_POLICY.timeoutMs - INACTIVITY_POLICY.warnBeforeMs);
    return () => {
      if (timer) clearTimeout(timer);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity);
    };
  }, [enabled, onWarning, onTimeout]);
}
