import {
  Badge,
  Button,
  Group,
  Pagination,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetQuestionSetsQuery } from '../../../../entities/catalogue';
import { currentLanguage } from '../../../../shared/i18n';
import { formatDateTime, formatYen } from '../../../../shared/i18n/format';
import { CardTable } from '../../../../shared/ui/CardTable';
import { LoadState } from '../../components/LoadState';
import { usePagerLabels } from '../../components/use-pager-labels';
import { type PurchaseSearch, useSearchPurchasesQuery } from '../api';
import { PendingCompletions } from './PendingCompletions';
import { PurchaseAuditDrawer } from './PurchaseAuditDrawer';
import { UserSupportDrawer } from './UserSupportDrawer';

const PAGE_SIZE = 50;
const EMPTY: PurchaseSearch = {
  user: '',
  questionSetId: '',
  source: '',
  status: '',
  from: '',
  to: '',
  page: 1,
  pageSize: PAGE_SIZE,
};

/** Issue 15: every learner's payments and redeemed codes, searchable; a row opens its story. */
export function PurchasesTab() {
  const { t } = useTranslation();
  const pagerLabels = usePagerLabels();
  const sets = useGetQuestionSetsQuery();
  const [draft, setDraft] = useState(EMPTY);
  const [search, setSearch] = useState(EMPTY);
  const result = useSearchPurchasesQuery(search, { refetchOnMountOrArgChange: true });
  const [purchaseId, setPurchaseId] = useState<string | null>(null);
  const [userId, setUserId] = useState<string | null>(null);
  const change = (patch: Partial<PurchaseSearch>) => setDraft((current) => ({ ...current, ...patch }));
  const date = (value: string) => formatDateTime(value, currentLanguage());
  const inverted = draft.from !== '' && draft.to !== '' && draft.to < draft.from;
  const setOptions = (sets.data ?? []).map((set) => ({ value: set.id, label: set.title }));

  return (
    <Stack>
      <PendingCompletions />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!inverted) setSearch({ ...draft, page: 1 });
        }}
      >
        <Group align="end" wrap="wrap">
          <TextInput
            label={t('audit.search.user')}
            placeholder={t('audit.search.userPlaceholder')}
            value={draft.user}
            onChange={(event) => change({ user: event.currentTarget.value })}
            data-testid="purchases-search-user"
          />
          <Select
            label={t('audit.search.set')}
            data={setOptions}
            value={draft.questionSetId || null}
            onChange={(value) => change({ questionSetId: value ?? '' })}
            clearable
            searchable
          />
          <SegmentedControl
            aria-label={t('audit.search.status')}
            value={draft.status || 'all'}
            onChange={(value) =>
              change({ status: value === 'all' ? '' : (value as PurchaseSearch['status']) })
            }
            data={[
              { value: 'all', label: t('audit.search.all') },
              { value: 'active', label: t('audit.status.active') },
              { value: 'expired', label: t('audit.status.expired') },
            ]}
          />
          <TextInput
            type="date"
            label={t('audit.search.from')}
            value={draft.from}
            onChange={(event) => change({ from: event.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('audit.search.to')}
            value={draft.to}
            onChange={(event) => change({ to: event.currentTarget.value })}
            error={inverted ? t('audit.search.rangeInverted') : undefined}
            data-testid="purchases-to"
          />
          <Button type="submit" data-testid="purchases-search">
            {t('audit.search.submit')}
          </Button>
        </Group>
      </form>
      <LoadState
        loading={result.isLoading}
        failed={result.isError && !result.data}
        message={t('audit.loadFailed')}
        retryLabel={t('audit.retry')}
        onRetry={() => void result.refetch()}
      />
      {result.data && (
        <>
          <Text size="sm" data-testid="purchases-summary">
            {t('audit.summary', {
              total: result.data.total,
              revenue: formatYen(result.data.revenue, currentLanguage()),
            })}
          </Text>
          <Table.ScrollContainer minWidth={900}>
            <CardTable striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('audit.columns.date')}</Table.Th>
                  <Table.Th>{t('audit.columns.user')}</Table.Th>
                  <Table.Th>{t('audit.columns.set')}</Table.Th>
                  <Table.Th>{t('audit.columns.method')}</Table.Th>
                  <Table.Th>{t('audit.columns.amount')}</Table.Th>
                  <Table.Th>{t('audit.columns.status')}</Table.Th>
                  <Table.Th>{t('audit.columns.action')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.data.purchases.map((row) => (
                  <Table.Tr key={row.id} data-testid="purchase-row">
                    <Table.Td>{date(row.purchaseDate)}</Table.Td>
                    <Table.Td>
                      <Button variant="subtle" size="compact-sm" onClick={() => setUserId(row.userId)}>
                        {row.username}
                      </Button>
                    </Table.Td>
                    <Table.Td>
                      {row.questionSetDeleted ? t('audit.deletedSet') : (row.setTitle ?? '—')}
                    </Table.Td>
                    <Table.Td>{t(`audit.method.${row.paymentMethod}`)}</Table.Td>
                    <Table.Td>{formatYen(row.amount, currentLanguage())}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={row.status === 'active' ? 'teal' : 'gray'}>
                        {t(`audit.status.${row.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {row.source === 'purchase' ? (
                        <Button
                          size="compact-xs"
                          variant="default"
                          onClick={() => setPurchaseId(row.id)}
                          data-testid="purchase-history"
                        >
                          {t('audit.history')}
                        </Button>
                      ) : (
                        // A redeemed code has no payment story: its learner's history holds the redemption.
                        <Button
                          size="compact-xs"
                          variant="default"
                          onClick={() => setUserId(row.userId)}
                          data-testid="purchase-redeem-history"
                        >
                          {t('audit.redeemHistory')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </CardTable>
          </Table.ScrollContainer>
          {result.data.total > PAGE_SIZE && (
            <Pagination
              {...pagerLabels}
              total={Math.ceil(result.data.total / PAGE_SIZE)}
              value={search.page}
              onChange={(page) => setSearch({ ...search, page })}
            />
          )}
        </>
      )}
      <PurchaseAuditDrawer id={purchaseId} onClose={() => setPurchaseId(null)} />
      <UserSupportDrawer userId={userId} onClose={() => setUserId(null)} />
    </Stack>
  );
}
