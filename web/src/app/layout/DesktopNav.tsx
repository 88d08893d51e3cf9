import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { NavItem } from './NavItem';
import { NAV_LINKS } from './nav-links';

export function DesktopNav() {
  const { t } = useTranslation();
  return (
    <Group component="nav" gap={4} visibleFrom="md" aria-label={t('nav.menu')}>
      {NAV_LINKS.map((link) => (
        <NavLink key={link.to} to={link.to} end={link.to === '/'} style={{ textDecoration: 'none' }}>
          {({ isActive }) => <NavItem label={t(link.labelKey)} active={isActive} />}
        </NavLink>
      ))}
    </Group>
  );
}
