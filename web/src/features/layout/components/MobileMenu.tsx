import { Drawer, NavLink as MantineNavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { NAV_LINKS } from '../nav-links';
import { SignInButton } from './SignInButton';

type MobileMenuProps = { opened: boolean; onClose: () => void };

/** The small-screen menu. The profile link joins it once users can sign in (identity issue). */
export function MobileMenu({ opened, onClose }: MobileMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
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
        <SignInButton fullWidth />
      </Stack>
    </Drawer>
  );
}
