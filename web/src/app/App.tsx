import { MantineProvider } from '@mantine/core';
import { Suspense, useCallback, useRef } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useNavigate } from 'react-router';
import { HomeContentSync } from '../entities/home-content';
import { RealtimeProvider } from '../entities/realtime';
import { AuthProvider } from '../features/auth';
import { lazyNamed } from '../shared/ui/lazy-named';
import { AppRoutes } from './router';
import { store } from './store';
import { cssVariablesResolver, theme } from './theme';

/** Not in the first load: toasts shown before it mounts wait in the notifications store. */
const ToastContainer = lazyNamed(() => import('../shared/ui/ToastContainer'), 'ToastContainer');

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
        <Suspense fallback={null}>
          <ToastContainer />
        </Suspense>
        <HomeContentSync />
        <BrowserRouter>
          <SessionRoutes />
        </BrowserRouter>
      </MantineProvider>
    </Provider>
  );
}
