import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { AccountManagerModal } from '../../account/components/AccountManagerModal';
import { LoginModal } from '../../auth/components/LoginModal';
import { CommerceModalHost } from '../../commerce/components/CommerceModalHost';
import { ReconnectFailureNotice } from '../../realtime/components/ReconnectFailureNotice';
import { SocketStatusBadge } from '../../realtime/components/SocketStatusBadge';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';

export function AppLayout() {
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
      <LoginModal />
      <AccountManagerModal />
      <CommerceModalHost />
    </Box>
  );
}
