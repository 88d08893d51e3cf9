import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { AUTH_EXPIRED_EVENT, authActions } from '../../../entities/session';
import { type RootState, useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { toast } from '../../../shared/ui/toast';
import { AuthContext } from '../auth-context';
import { AuthController } from '../auth-controller';
import { CALLBACK_PATH } from '../callback-url';
import { useGetMeQuery } from '../me-api';
import { useInactivityLogout } from '../use-inactivity-logout';

/** Spec §4: after a session expiry the app goes home 2 s later; the toast stays 5 s. */
const EXPIRED_REDIRECT_DELAY_MS = 2_000;
const EXPIRED_TOAST_MS = 5_000;

type AuthProviderProps = { children: ReactNode; navigate: (to: string) => void };

/** Owns the sign-in controller: restores the session at start, reacts to 401s, renews, logs idle users out. */
export function AuthProvider({ children, navigate }: AuthProviderProps) {
  const dispatch = useAppDispatch();
  const appStore = useStore<RootState>();
  const { t } = useTranslation();
  const [controller] = useState(
    () =>
      new AuthController({
        dispatch,
        getState: () => appStore.getState(),
        navigate,
        // Issue 26: a downloaded set (its answers and explanations) leaves the browser with the learner, at
        // sign-out and when the session expires alike.
        onSessionEnded: () =>
          import('../../../entities/offline/lazy').then(({ offlineStore }) =>
            offlineStore.deleteAllBundles(),
          ),
        notices: {
          signInError: (message) => toast.error(t('auth.authError', { message }), { id: 'auth-error' }),
          stateReset: () => toast.warning(t('auth.stateReset'), { id: 'auth-state-reset' }),
          userSyncFailed: () => toast.warning(t('auth.userSyncFailed'), { id: 'auth-user-sync' }),
          loginExpired: () => toast.warning(t('auth.loginExpired'), { id: 'auth-login-expired' }),
          alreadySignedIn: () => toast.info(t('auth.alreadySignedIn'), { id: 'auth-already' }),
          switched: (username) =>
            toast.success(t('account.switched', { username }), { id: 'account-switch' }),
          switchAlreadyActive: () => toast.info(t('account.switchAlreadyActive'), { id: 'account-switch' }),
          switchFailed: () => toast.error(t('account.switchFailed'), { id: 'account-switch' }),
          logoutFailed: () => toast.error(t('auth.logoutFailed'), { id: 'auth-logout' }),
        },
      }),
  );

  useEffect(() => {
    // The callback page drives a sign-in in progress; everywhere else the stored session is restored.
    if (window.location.pathname !== CALLBACK_PATH) void controller.restore();
    return () => controller.stop();
  }, [controller]);

  // Spec §4: a 401 anywhere (auth-expired event) ends the session, tells the user and goes home.
  useEffect(() => {
    const onExpired = () => {
      void controller.sessionExpired();
      toast.error(t('auth.sessionExpired'), { id: 'session-expired', autoClose: EXPIRED_TOAST_MS });
      setTimeout(() => navigate('/'), EXPIRED_REDIRECT_DELAY_MS);
    };
    window.addEventListener(AUTH_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(AUTH_EXPIRED_EVENT, onExpired);
  }, [controller, navigate, t]);

  const status = useAppSelector((state) => state.auth.status);
  const authenticated = status === 'authenticated';

  // Our own record of the user follows role or profile changes (the `Me` tag) while signed in.
  const { data: me } = useGetMeQuery(undefined, { skip: !authenticated });
  useEffect(() => {
    if (me) dispatch(authActions.userUpdated(me));
  }, [me, dispatch]);

  const onWarning = useCallback(
    () => toast.warning(t('auth.inactivityWarning'), { id: 'inactivity', autoClose: 60_000 }),
    [t],
  );
  const onTimeout = useCallback(() => {
    toast.info(t('auth.inactivityLogout'), { id: 'inactivity' });
    void controller.signOut();
  }, [controller, t]);
  useInactivityLogout(authenticated, { onWarning, onTimeout });

  return <AuthContext value={controller}>{children}</AuthContext>;
}
