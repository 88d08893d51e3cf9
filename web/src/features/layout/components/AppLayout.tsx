import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { lazyNamed, OnceOpened } from '../../../shared/lazy-named';
import { CommerceModalHost } from '../../commerce/components/CommerceModalHost';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';

// The sign-in and account modals load the first time they open, the connection's notices after the first paint
// (issue 16: not in the home page's first load).
const LoginModal = lazyNamed(() => import('../../auth/components/LoginModal'), 'LoginModal');
const AccountManagerModal = lazyNamed(
  () => import('../../account/components/AccountManagerModal'),
  'AccountManagerModal',
);
const SocketStatusBadge = lazyNamed(
  () => import('../../realtime/components/SocketStatusBadge'),
  'SocketStatusBadge',
);
const ReconnectFailureNotice = lazyNamed(
  () => import('../../realtime/components/ReconnectFailureNotice'),
  'ReconnectFailureNotice',
);
const UpdatePrompt = lazyNamed(() => import('../../pwa/components/UpdatePrompt'), 'UpdatePrompt');

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
