import { Box } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { Outlet } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { CommerceModalHost } from '../../commerce/components/CommerceModalHost';
import { ReconnectFailureNotice } from '../../realtime/components/ReconnectFailureNotice';
import { SocketStatusBadge } from '../../realtime/components/SocketStatusBadge';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';

// The sign-in and account modals load the first time they open (issue 16: not in the home page's first load).
const LoginModal = lazy(() =>
  import('../../auth/components/LoginModal').then((module) => ({ default: module.LoginModal })),
);
const AccountManagerModal = lazy(() =>
  import('../../account/components/AccountManagerModal').then((module) => ({
    default: module.AccountManagerModal,
  })),
);

/** Renders `children` from the first time `open` is true on (so a closing modal can still animate out). */
function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const opened = useRef(false);
  if (open) opened.current = true;
  return opened.current ? <Suspense fallback={null}>{children}</Suspense> : null;
}

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
      <SocketStatusBadge />
      <ReconnectFailureNotice />
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
