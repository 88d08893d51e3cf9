import { Avatar, Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ANY_SET, useCommerceActions } from '../../entities/access';
import { authActions } from '../../entities/session';
import { useAuthController } from '../../features/auth';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';

/** Spec §2 Header: username (to /profile), profile, account management, admin (admins only), logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const controller = useAuthController();
  const user = useAppSelector((state) => state.auth.user);
  const { redeem } = useCommerceActions();
  if (!user) return null;
  return (
    <Button.Group>
      <Button
        variant="subtle"
        leftSection={<Avatar size="sm" radius="xl" color="indigo" name={user.username} />}
        onClick={() => navigate('/profile')}
      >
        <span data-testid="user-menu-username">{user.username}</span>
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="subtle" px={8} aria-label={t('auth.menu.label')} data-testid="user-menu">
            ▾
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to="/profile" data-testid="menu-profile">
            {t('auth.menu.profile')}
          </Menu.Item>
          <Menu.Item onClick={() => redeem(ANY_SET)} data-testid="menu-redeem">
            {t('commerce.redeem.open')}
          </Menu.Item>
          <Menu.Item
            onClick={() => dispatch(authActions.modalOpened('accounts'))}
            data-testid="menu-accounts"
          >
            {t('auth.menu.accounts')}
          </Menu.Item>
          {user.isAdmin && (
            <Menu.Item component={Link} to="/admin" data-testid="menu-admin">
              {t('auth.menu.admin')}
            </Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item color="red" onClick={() => void controller.signOut()} data-testid="menu-logout">
            {t('auth.menu.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Button.Group>
  );
}
