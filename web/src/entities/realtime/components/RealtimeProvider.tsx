import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { useNavigate } from 'react-router';
import { type RootState, useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { toast } from '../../../shared/ui/toast';
import { RealtimeConnection } from '../realtime-connection';
import { RealtimeContext } from '../realtime-context';

/** Opens the app's socket for as long as the app is mounted. */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const appStore = useStore<RootState>();
  const { t } = useTranslation();
  // The notice's link follows the router's newest navigate (the connection keeps the notices it was given).
  const latest = useNavigate();
  const navigate = useRef(latest);
  navigate.current = latest;
  const [connection] = useState(
    () =>
      new RealtimeConnection({
        dispatch,
        getToken: () => appStore.getState().auth.accessToken,
        navigate: (to) => navigate.current(to),
        notices: {
          authFailed: () => toast.error(t('socket.authFailed'), { id: 'socket-auth-failed' }),
          homeContentUpdated: () =>
            toast.info(t('socket.homeContentUpdated'), { id: 'home-content-updated' }),
        },
      }),
  );

  useEffect(() => {
    // Loaded after the first paint (issue 16); StrictMode's mount-unmount-mount in development opens one socket.
    let stopped = false;
    void import('../socket-factory').then(({ appSocket, NAMED_EVENTS }) => {
      if (!stopped) connection.start(appSocket, NAMED_EVENTS);
    });
    return () => {
      stopped = true;
      connection.stop();
    };
  }, [connection]);

  // A new identity (sign-in, renewal, switch, logout) reconnects the socket with the new token.
  const accessToken = useAppSelector((state) => state.auth.accessToken);
  const [connectedToken, setConnectedToken] = useState(accessToken);
  useEffect(() => {
    if (accessToken === connectedToken) return;
    setConnectedToken(accessToken);
    connection.reauthenticate();
  }, [accessToken, connectedToken, connection]);

  return <RealtimeContext value={connection}>{children}</RealtimeContext>;
}
