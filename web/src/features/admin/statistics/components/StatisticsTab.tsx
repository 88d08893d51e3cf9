import '@mantine/charts/styles.css';
import { Button, Divider, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetQuestionSetsQuery } from '../../../../entities/catalogue';
import { useGetSetStatisticsQuery } from '../../audit/api';
import { LoadState } from '../../components/LoadState';
import { ItemHealthList } from './ItemHealthList';
import { SalesReport } from './SalesReport';

/** Issue 15: item statistics of a set (worst questions first) and the sales report. */
export function StatisticsTab() {
  const { t } = useTranslation();
  const sets = useGetQuestionSetsQuery();
  const [setId, setSetId] = useState<string | null>(null);
  const statistics = useGetSetStatisticsQuery(setId ?? '', {
    skip: setId === null,
    refetchOnMountOrArgChange: true,
  });
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
            onChange={setSetId}
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
        <LoadState
          loading={statistics.isFetching && !statistics.data}
          failed={statistics.isError && !statistics.data}
          message={t('audit.loadFailed')}
          retryLabel={t('audit.retry')}
          onRetry={() => void statistics.refetch()}
        />
        {setId && statistics.data && <ItemHealthList statistics={statistics.data} />}
      </Stack>
      <Divider />
      <SalesReport />
    </Stack>
  );
}
