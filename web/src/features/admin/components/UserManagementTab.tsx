import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../shared/i18n';
import { formatDate } from '../../../shared/i18n/format';
import { useAppSelector } from '../../../shared/store/hooks';
import { CardTable } from '../../../shared/ui/CardTable';
import { toast } from '../../../shared/ui/toast';
import { UserSupportDrawer } from '../audit/components/UserSupportDrawer';
import {
  type AdminUser,
  useDeleteUserMutation,
  useListUsersQuery,
  useSetUserRoleMutation,
} from '../users-api';
import { ConfirmModal } from './ConfirmModal';
import { CreateUserModal } from './CreateUserModal';
import { usePagerLabels } from './use-pager-labels';

const PAGE_SIZE = 10;

type PendingAction = { kind: 'promote' | 'demote' | 'delete'; user: AdminUser };

const serverMessage = (error: unknown, fallback: string) => {
  const { status, message } = (error ?? {}) as { status?: unknown; message?: unknown };
  // A 403 carries the server's "no permission for this operation" text.
  return status === 403 && typeof message === 'string' && message ? message : fallback;
};

/** Admin spec §2 User management: search, paged list, create, promote/demote and delete with confirmation. */
export function UserManagementTab() {
  const { t } = useTranslation();
  const pagerLabels = usePagerLabels();
  const me = useAppSelector((state) => state.auth.user);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [supportFor, setSupportFor] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const { data, isLoading, isError, refetch, isFetching } = useListUsersQuery({
    search: debouncedSearch,
    page,
    pageSize: PAGE_SIZE,
  });
  const [setRole, roleState] = useSetUserRoleMutation();
  const [deleteUser, deleteState] = useDeleteUserMutation();

  const confirm = async () => {
    if (!pending) return;
    const { kind, user } = pending;
    try {
      if (kind === 'delete') {
        await deleteUser(user.id).unwrap();
        toast.success(t('admin.users.deleted'), { id: 'user-deleted' });
      } else {
        await setRole({ id: user.id, isAdmin: kind === 'promote' }).unwrap();
        toast.success(t('admin.users.roleUpdated'), { id: 'user-role' });
      }
    } catch (error) {
      toast.error(
        serverMessage(
          error,
          kind === 'delete' ? t('admin.users.deleteFailed') : t('admin.users.updateFailed'),
        ),
        { id: 'user-action-failed' },
      );
    } finally {
      setPending(null);
    }
  };

  const confirmMessage = pending
    ? t(
        pending.kind === 'delete'
          ? 'admin.users.confirmDelete'
          : pending.kind === 'promote'
            ? 'admin.users.confirmPromote'
            : 'admin.users.confirmDemote',
        { username: pending.user.username },
      )
    : null;

  const pages = data ? Math.max(1, Math.ceil(data.total / (data.pageSize || PAGE_SIZE))) : 1;

  return (
    <Stack data-testid="user-management">
      <Group justify="space-between">
        <TextInput
          placeholder={t('admin.users.search')}
          aria-label={t('admin.users.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', xs: 360 }}
          rightSection={isFetching ? <Loader size="xs" /> : null}
          data-testid="user-search"
        />
        <Group gap="sm">
          {data && <Text c="dimmed">{t('admin.users.total', { count: data.total })}</Text>}
          <Button onClick={() => setCreating(true)} data-testid="create-user-open">
            {t('admin.users.create')}
          </Button>
        </Group>
      </Group>

      {isLoading && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {isError && (
        <Alert color="red" data-testid="users-load-failed">
          <Group justify="space-between">
            <Text>{t('admin.users.loadFailed')}</Text>
            <Button size="xs" variant="light" onClick={() => void refetch()}>
              {t('admin.users.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {data && (
        <CardTable striped highlightOnHover withTableBorder data-testid="users-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.users.username')}</Table.Th>
              <Table.Th>{t('admin.users.email')}</Table.Th>
              <Table.Th>{t('admin.users.role')}</Table.Th>
              <Table.Th>{t('admin.users.createdAt')}</Table.Th>
              <Table.Th>{t('admin.users.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.list.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Text c="dimmed" ta="center">
                    {t('admin.users.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {data.list.map((user) => {
              const self = user.id === me?.id;
              return (
                <Table.Tr key={user.id} data-testid="user-row" data-username={user.username}>
                  <Table.Td>
                    {user.username}
                    {self && (
                      <Text span c="dimmed" size="sm">
                        {t('admin.users.you')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>
                    <Badge color={user.isAdmin ? 'grape' : 'gray'} variant="light" data-testid="user-role">
                      {user.isAdmin ? t('admin.users.roleAdmin') : t('admin.users.roleUser')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{user.createdAt ? formatDate(user.createdAt, currentLanguage()) : '—'}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setSupportFor(user.id)}
                        data-testid="user-support"
                      >
                        {t('audit.support')}
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        disabled={self}
                        onClick={() => setPending({ kind: user.isAdmin ? 'demote' : 'promote', user })}
                        data-testid="toggle-role"
                      >
                        {user.isAdmin ? t('admin.users.demote') : t('admin.users.promote')}
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        disabled={self}
                        onClick={() => setPending({ kind: 'delete', user })}
                        data-testid="delete-user"
                      >
                        {t('admin.users.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </CardTable>
      )}
      {pages > 1 && (
        <Pagination
          {...pagerLabels}
          value={page}
          onChange={setPage}
          total={pages}
          data-testid="users-pagination"
        />
      )}

      <CreateUserModal opened={creating} onClose={() => setCreating(false)} />
      <UserSupportDrawer userId={supportFor} onClose={() => setSupportFor(null)} />
      <ConfirmModal
        message={confirmMessage}
        busy={roleState.isLoading || deleteState.isLoading}
        color={pending?.kind === 'delete' ? 'red' : 'indigo'}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </Stack>
  );
}
