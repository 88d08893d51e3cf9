import { useEffect } from 'react';
import { useAppSelector } from '../../shared/store/hooks';
import { commerceModals } from './modal-store';
import { takePendingIntent } from './pending-intent';

/**
 * Opens the dialog a visitor asked for before signing in (issue 22), once they are back on the same page, signed
 * in, with the sign-in modal closed; not when the set is theirs already.
 */
export function usePendingIntent(setId: string, hasFullAccess: boolean): void {
  const ready = useAppSelector(
    (state) =>
      state.auth.status === 'authenticated' && state.auth.user !== null && state.auth.modal === 'none',
  );
  useEffect(() => {
    if (!ready) return;
    const intent = takePendingIntent(sessionStorage, window.location.pathname, Date.now());
    if (!intent || intent.set.id !== setId || hasFullAccess) return;
    commerceModals.open(intent.kind, intent.set);
  }, [ready, setId, hasFullAccess]);
}
