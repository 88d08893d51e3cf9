import { Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../../features/language';
import { useAppSelector } from '../../shared/store/hooks';
import { lazyNamed, OnceOpened } from '../../shared/ui/lazy-named';
import { DesktopNav } from './DesktopNav';
import { HeaderAccount } from './HeaderAccount';
import { Logo } from './Logo';

// The small-screen menu loads the first time it opens.
const MobileMenu = lazyNamed(() => import('./MobileMenu'), 'MobileMenu');
// Signed-in only (issue 26): the offline status and the outbox sync, out of a visitor's first load.
const OfflineStatus = lazyNamed(() => import('../../entities/offline/lazy'), 'OfflineStatus');

export function Header() {
  const { t } = useTranslation();
  const [menuOpened, menu] = useDisclosure(false);
  const signedIn = useAppSelector(
    (state) => state.auth.status === 'authenticated' && state.auth.user !== null,
  );

  return (
    <Box
      component="header"
      h={60}
      bg="var(--mantine-color-body)"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        borderBottom: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Logo />
          <DesktopNav />
          <Group gap="sm" wrap="nowrap">
            {signedIn && (
              <Suspense fallback={null}>
                <OfflineStatus />
              </Suspense>
            )}
            <LanguageMenu />
            <Box visibleFrom="sm">
              <HeaderAccount />
            </Box>
            <Burger
              opened={menuOpened}
              onClick={menu.toggle}
              hiddenFrom="md"
              w={44}
              h={44}
              aria-label={t('nav.openMenu')}
            />
          </Group>
        </Group>
      </Container>
      <OnceOpened open={menuOpened}>
        <MobileMenu opened={menuOpened} onClose={menu.close} />
      </OnceOpened>
    </Box>
  );
}
