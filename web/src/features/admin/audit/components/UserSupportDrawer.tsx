import type { UserHistory } from '@exam/domain/schemas';
import { Badge, Group, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../shared/i18n';
import { formatDate, formatYen } from '../../../../shared/i18n/format';
import { CardTable } from '../../../../shared/ui/CardTable';
import { useGetUserHistoryQuery } from '../api';
import { AuditDrawer } from './AuditDrawer';
import { TimelineList } from './TimelineList';

/** Everything about one learner on one screen (support view): who, access, purchases, progress, timeline. */
export function UserSupportDrawer({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const history = useGetUserHistoryQuery(userId ?? '', {
    skip: userId === null,
    refetchOnMountOrArgChange: true,
  });
  return (
    <AuditDrawer
      opened={userId !== null}
      onClose={onClose}
      title={t('audit.userTitle', { name: history.data?.user.username ?? '' })}
      loading={history.isFetching && !history.data}
      failed={history.isError}
      testId="user-support-drawer"
    >
      {history.data && <UserHistoryView history={history.data} />}
    </AuditDrawer>
  );
}

function UserHistoryView({ history }: { history: UserHistory }) {
  const { t } = useTranslation();
  const date = (value: string | null) => (value ? formatDate(value, currentLanguage()) : '—');
  const { user } = history;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={2} spacing="xs">
        <Text size="sm">{t('audit.user.email', { email: user.email })}</Text>
        <Text size="sm">{t('audit.user.createdAt', { at: date(user.createdAt) })}</Text>
        <Text size="sm">{t('audit.user.lastLogin', { at: date(user.lastLogin) })}</Text>
        <Group gap="xs">
          {user.isAdmin && (
            <Badge variant="light" color="orange">
              {t('audit.user.admin')}
            </Badge>
          )}
          {user.deleted && (
            <Badge variant="light" color="gray">
              {t('audit.user.deleted')}
            </Badge>
          )}
        </Group>
      </SimpleGrid>

      <Stack gap="xs">
        <Title order={4}>{t('audit.sections.access')}</Title>
        {history.access.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('audit.none')}
          </Text>
        ) : (
          <CardTable data-testid="support-access">
            <Table.Tbody>
              {history.access.map((row) => (
                <Table.Tr key={row.questionSetId}>
                  <Table.Td>{row.title ?? row.questionSetId}</Table.Td>
                  <Table.Td>{t(`audit.source.${row.source}`)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={row.active ? 'teal' : 'gray'}>
                      {row.remainingDays === null
                        ? t('audit.noEnd')
                        : t('audit.remainingDays', { days: row.remainingDays })}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </CardTable>
        )}
      </Stack>

      <Stack gap="xs">
        <Title order={4}>{t('audit.sections.purchases')}</Title>
        {history.purchases.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('audit.none')}
          </Text>
        ) : (
          <CardTable data-testid="support-purchases">
            <Table.Tbody>
              {history.purchases.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{date(row.purchaseDate)}</Table.Td>
                  <Table.Td>
                    {row.questionSetDeleted ? t('audit.deletedSet') : (row.setTitle ?? row.questionSetId)}
                  </Table.Td>
                  <Table.Td>{t(`audit.method.${row.paymentMethod}`)}</Table.Td>
                  <Table.Td>{formatYen(row.amount, currentLanguage())}</Table.Td>
                  <Table.Td>{t(`audit.status.${row.status}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </CardTable>
        )}
      </Stack>

      <Stack gap="xs">
        <Title order={4}>{t('audit.sections.progress')}</Title>
        {history.progress.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('audit.none')}
          </Text>
        ) : (
          history.progress.map((row) => (
            <Stack key={row.questionSetId} gap={2}>
              <Group justify="space-between">
                <Text size="sm">{row.title}</Text>
                <Text size="xs" c="dimmed">
                  {t('audit.progressLine', {
                    done: row.completedQuestions,
                    total: row.totalQuestions,
                    accuracy: Math.round(row.accuracy),
                  })}
                </Text>
              </Group>
              <Progress
                value={row.totalQuestions > 0 ? (row.completedQuestions / row.totalQuestions) * 100 : 0}
                aria-label={row.title}
              />
            </Stack>
          ))
        )}
      </Stack>

      <Stack gap="xs">
        <Title order={4}>{t('audit.sections.timeline')}</Title>
        <TimelineList entries={history.timeline} />
      </Stack>
    </Stack>
  );
}
