import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { AuthProvider } from '../features/auth/components/AuthProvider';
import { HomeContentSync } from '../features/home/components/HomeContentSync';
import { RealtimeProvider } from '../features/realtime/components/RealtimeProvider';
import { router } from './router';
import { store } from './store';
import { cssVariablesResolver, theme } from './theme';

/** Spec §9: toasts top-right, auto-close 5 s by default. */
const TOAST_AUTO_CLOSE_MS = 5_000;

/** Navigation for code outside the routes (sign-in callback, session expiry). */
const navigateTo = (to: string) => void router.navigate(to, { replace: true });

export function App() {
  return (
    <Provider store={store}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />
        <HomeContentSync />
        <AuthProvider navigate={navigateTo}>
          <RealtimeProvider>
            <RouterProvider router={router} />
          </RealtimeProvider>
        </AuthProvider>
      </MantineProvider>
    </Provider>
  );
}
