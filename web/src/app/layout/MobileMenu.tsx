import { Button, Drawer, NavLink as MantineNavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SignInButton, useAuthController } from '../../features/auth';
import { useAppSelector } from '../../shared/store/hooks';
import { NAV_LINKS } from './nav-links';

type MobileMenuProps = { opened: boolean; onClose: () => void };

/** The small-screen menu; the profile link only when signed in (spec §2 Header). */
export function MobileMenu({ opened, onClose }: MobileMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const signedIn = useAppSelector((state) => state.auth.status === 'authenticated');
  const controller = useAuthController();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('nav.menu')}
      position="right"
      size="xs"
      hiddenFrom="md"
    >
      <Stack gap={4}>
        {NAV_LINKS.map((link) => (
          <MantineNavLink
            key={link.to}
            component={Link}
            to={link.to}
            label={t(link.labelKey)}
            active={link.to === '/' ? pathname === '/' : pathname.startsWith(link.to)}
            onClick={onClose}
          />
        ))}
        {signedIn ? (
          <>
            <MantineNavLink
              component={Link}
              to="/profile"
              label={t('nav.profile')}
              active={pathname.startsWith('/profile')}
              onClick={onClose}
              data-testid="mobile-profile-link"
            />
            <Button
              variant="light"
              color="red"
              fullWidth
              onClick={() => {
                onClose();
                void controller.signOut();
              }}
            >
              {t('auth.menu.logout')}
            </Button>
          </>
        ) : (
          <SignInButton fullWidth onOpen={onClose} />
        )}
      </Stack>
    </Drawer>
  );
}
