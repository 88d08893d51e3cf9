import { Center, Loader, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useAppSelector } from '../../../shared/store/hooks';
import { toast } from '../../../shared/ui/toast';

/**
 * Admin spec §2: 権限を確認中... while the session loads; no user -> /; a non-administrator -> / with
 * 管理者権限がありません. The server refuses admin calls on its own (403); this guard is the view.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { status, user } = useAppSelector((state) => state.auth);
  const refused = status !== 'loading' && user !== null && !user.isAdmin;

  useEffect(() => {
    if (refused) toast.error(t('admin.noPermission'), { id: 'admin-no-permission' });
  }, [refused, t]);

  if (status === 'loading') {
    return (
      <Center py={96} data-testid="admin-checking">
        <Stack align="center" gap="sm">
          <Loader />
          <Text c="dimmed">{t('admin.checking')}</Text>
        </Stack>
      </Center>
    );
  }
  if (!user?.isAdmin) return <Navigate to="/" replace />;
  return children;
}
