import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import { toast } from '../../../shared/toast';
import { RealtimeConnection } from '../realtime-connection';
import { RealtimeContext } from '../realtime-context';

/** Opens the app's socket for as long as the app is mounted. */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const [connection] = useState(
    () =>
      new RealtimeConnection({
        dispatch,
        notices: {
          authFailed: () => toast.error(t('socket.authFailed'), { id: 'socket-auth-failed' }),
          homeContentUpdated: () =>
            toast.info(t('socket.homeContentUpdated'), { id: 'home-content-updated' }),
        },
      }),
  );

  useEffect(() => {
    // Started a tick later so StrictMode's mount-unmount-mount in development opens one socket, not two.
    const timer = setTimeout(() => connection.start(), 0);
    return () => {
      clearTimeout(timer);
      connection.stop();
    };
  }, [connection]);

  return <RealtimeContext value={connection}>{children}</RealtimeContext>;
}
