import { Button, Drawer, NavLink as MantineNavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ANY_SET, useCommerceActions } from '../../entities/access';
import { authActions } from '../../entities/session';
import { SignInButton, useAuthController } from '../../features/auth';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { NAV_LINKS } from './nav-links';

type MobileMenuProps = { opened: boolean; onClose: () => void };

/**
 * The small-screen menu; the profile link only when signed in (spec §2 Header), and, as the desktop user menu has
 * them, 引換コードを使う and アカウント管理 (issue 40).
 */
export function MobileMenu({ opened, onClose }: MobileMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const signedIn = useAppSelector((state) => state.auth.status === 'authenticated');
  const controller = useAuthController();
  const dispatch = useAppDispatch();
  const { redeem } = useCommerceActions();
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
            <MantineNavLink
              component="button"
              label={t('commerce.redeem.open')}
              onClick={() => {
                onClose();
                redeem(ANY_SET);
              }}
              data-testid="mobile-redeem"
            />
            <MantineNavLink
              component="button"
              label={t('auth.menu.accounts')}
              onClick={() => {
                onClose();
                dispatch(authActions.modalOpened('accounts'));
              }}
              data-testid="mobile-accounts"
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
