import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { toast } from '../../shared/ui/toast';
import { authActions } from '../session';
import { type CommerceSet, commerceModals } from './modal-store';
import { savePendingIntent } from './pending-intent';

/** Buy and redeem buttons: signed-in learners only (learner spec §5), one modal at a time. */
export function useCommerceActions() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(
    (state) => state.auth.status === 'authenticated' && state.auth.user !== null,
  );

  const open = useCallback(
    (kind: 'payment' | 'redeem', set: CommerceSet) => {
      if (!signedIn) {
        toast.warning(t('commerce.needsLogin'), { id: 'commerce-needs-login' });
        // Back from signing in, the dialog asked for opens on this page (issue 22).
        savePendingIntent(sessionStorage, { kind, set, path: window.location.pathname, savedAt: Date.now() });
        dispatch(authActions.modalOpened('login'));
        return;
      }
      commerceModals.open(kind, set);
    },
    [dispatch, signedIn, t],
  );

  return {
    buy: useCallback((set: CommerceSet) => open('payment', set), [open]),
    redeem: useCallback((set: CommerceSet) => open('redeem', set), [open]),
  };
}
