import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useCallback, useRef } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useNavigate } from 'react-router';
import { AuthProvider } from '../features/auth/components/AuthProvider';
import { HomeContentSync } from '../features/home/components/HomeContentSync';
import { RealtimeProvider } from '../features/realtime/components/RealtimeProvider';
import { AppRoutes } from './router';
import { store } from './store';
import { cssVariablesResolver, theme } from './theme';

/** Spec §9: toasts top-right, auto-close 5 s by default. */
const TOAST_AUTO_CLOSE_MS = 5_000;

/** The session's provider navigates too (sign-in callback, session expiry): it sits inside the router. */
function SessionRoutes() {
  // The controller keeps the function it was given; the ref follows the router's newest one.
  const latest = useNavigate();
  const navigate = useRef(latest);
  navigate.current = latest;
  const navigateTo = useCallback((to: string) => void navigate.current(to, { replace: true }), []);
  return (
    <AuthProvider navigate={navigateTo}>
      <RealtimeProvider>
        <AppRoutes />
      </RealtimeProvider>
    </AuthProvider>
  );
}

export function App() {
  return (
    <Provider store={store}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />
        <HomeContentSync />
        <BrowserRouter>
          <SessionRoutes />
        </BrowserRouter>
      </MantineProvider>
    </Provider>
  );
}
