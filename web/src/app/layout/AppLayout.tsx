import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { CommerceModalHost } from '../../features/commerce';
import { useAppSelector } from '../../shared/store/hooks';
import { lazyNamed, OnceOpened } from '../../shared/ui/lazy-named';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';

// The sign-in and account modals load the first time they open, the connection's notices after the first paint
// (issue 16: not in the home page's first load).
const LoginModal = lazyNamed(() => import('../../features/auth/lazy'), 'LoginModal');
const AccountManagerModal = lazyNamed(() => import('../../features/auth/lazy'), 'AccountManagerModal');
const SocketStatusBadge = lazyNamed(() => import('../../entities/realtime/lazy'), 'SocketStatusBadge');
const ReconnectFailureNotice = lazyNamed(
  () => import('../../entities/realtime/lazy'),
  'ReconnectFailureNotice',
);
const UpdatePrompt = lazyNamed(() => import('../../features/pwa/lazy'), 'UpdatePrompt');

export function AppLayout() {
  const modal = useAppSelector((state) => state.auth.modal);
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <ScrollToTop />
      <Header />
      <Box component="main" style={{ flex: 1 }} pb="xl">
        <Outlet />
      </Box>
      <Footer />
      <Suspense fallback={null}>
        <SocketStatusBadge />
        <ReconnectFailureNotice />
        <UpdatePrompt />
      </Suspense>
      <OnceOpened open={modal === 'login'}>
        <LoginModal />
      </OnceOpened>
      <OnceOpened open={modal === 'accounts'}>
        <AccountManagerModal />
      </OnceOpened>
      <CommerceModalHost />
    </Box>
  );
}
