import '@mantine/charts/styles.css';
import { Button, Divider, Group, Pagination, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetQuestionSetsQuery } from '../../../../entities/catalogue';
import { type SetStatisticsQuery, useGetSetStatisticsQuery } from '../../audit/api';
import { LoadState } from '../../components/LoadState';
import { usePagerLabels } from '../../components/use-pager-labels';
import { ItemHealthList } from './ItemHealthList';
import { SalesReport } from './SalesReport';

/** Issue 35: at most 100 rows a page, whatever the set's size. */
const PAGE_SIZE = 50;
const SORTS = ['flag', 'answers', 'facility', 'discrimination', 'number'] as const;
const FLAGS = [
  '',
  'any',
  'none',
  'tooHard',
  'tooEasy',
  'lowDiscrimination',
  'negativeDiscrimination',
] as const;

/**
 * Issue 15: item statistics of a set and the sales report. Issue 35: a page of the items at a time, sorted and
 * filtered by health flag on the server, with the summary over the whole set.
 */
export function StatisticsTab() {
  const { t } = useTranslation();
  const labels = usePagerLabels();
  const sets = useGetQuestionSetsQuery();
  const [setId, setSetId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SetStatisticsQuery['sort']>('flag');
  const [flag, setFlag] = useState<SetStatisticsQuery['flag']>('');
  const statistics = useGetSetStatisticsQuery(
    { id: setId ?? '', page, pageSize: PAGE_SIZE, sort, flag },
    { skip: setId === null, refetchOnMountOrArgChange: true },
  );
  const data = statistics.data;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  const summary = data?.summary;
  const ratio = (value: number | null | undefined, digits: number) =>
    value === null || value === undefined ? '—' : value.toFixed(digits);
  return (
    <Stack gap="xl">
      <Stack>
        <Title order={3}>{t('stats.itemsTitle')}</Title>
        <Text size="sm" c="dimmed">
          {t('stats.itemsHelp')}
        </Text>
        <Group align="end">
          <Select
            label={t('stats.chooseSet')}
            data={(sets.data ?? []).map((set) => ({ value: set.id, label: set.title }))}
            value={setId}
            onChange={(value) => {
              setSetId(value);
              setPage(1);
            }}
            searchable
            w={{ base: '100%', sm: 520 }}
            comboboxProps={{ width: 'target' }}
            data-testid="stats-set"
          />
          {setId && (
            <Button variant="default" onClick={() => void statistics.refetch()}>
              {t('stats.refresh')}
            </Button>
          )}
        </Group>
        {setId && (
          <Group align="end">
            <Select
              label={t('stats.sortBy')}
              data={SORTS.map((value) => ({ value, label: t(`stats.sorts.${value}`) }))}
              value={sort}
              onChange={(value) => {
                setSort((value as SetStatisticsQuery['sort']) ?? 'flag');
                setPage(1);
              }}
              allowDeselect={false}
              w={180}
              data-testid="stats-sort"
            />
            <Select
              label={t('stats.flagFilter')}
              data={FLAGS.map((value) => ({ value, label: t(`stats.flagFilters.${value || 'all'}`) }))}
              value={flag}
              onChange={(value) => {
                setFlag((value as SetStatisticsQuery['flag']) ?? '');
                setPage(1);
              }}
              allowDeselect={false}
              w={180}
              data-testid="stats-flag"
            />
          </Group>
        )}
        <LoadState
          loading={statistics.isFetching && !data}
          failed={statistics.isError && !data}
          message={t('audit.loadFailed')}
          retryLabel={t('audit.retry')}
          onRetry={() => void statistics.refetch()}
        />
        {setId && data && summary && (
          <>
            <Text size="sm" data-testid="stats-summary">
              {t('stats.summary', {
                questions: summary.questions,
                answered: summary.answeredQuestions,
                facility: summary.meanFacility === null ? '—' : `${Math.round(summary.meanFacility * 100)}%`,
                discrimination: ratio(summary.meanDiscrimination, 2),
                flagged: summary.flaggedQuestions,
              })}
            </Text>
            <ItemHealthList statistics={data} />
            <Group justify="space-between">
              <Text size="xs" c="dimmed" data-testid="stats-rows">
                {t('stats.rows', {
                  total: data.total,
                  from: data.total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1,
                  to: Math.min(page * PAGE_SIZE, data.total),
                })}
              </Text>
              {pages > 1 && (
                <Pagination
                  total={pages}
                  value={page}
                  onChange={setPage}
                  withEdges
                  getControlProps={labels.getControlProps}
                  getItemProps={labels.getItemProps}
                  data-testid="stats-pager"
                />
              )}
            </Group>
          </>
        )}
      </Stack>
      <Divider />
      <SalesReport />
    </Stack>
  );
}
