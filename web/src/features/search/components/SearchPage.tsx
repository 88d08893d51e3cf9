import { Alert, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetQuestionSetsQuery } from '../../catalogue/api';
import { categoryOptions, DEFAULT_CRITERIA, filterSets, type SetCriteria } from '../filter-sets';
import { FilterPanel } from './FilterPanel';
import { SearchResults } from './SearchResults';
import { SearchToolbar, type ViewMode } from './SearchToolbar';

/** /question-sets: search, filter panel, sort, grid or list. */
export function SearchPage() {
  const { t } = useTranslation();
  const { data: sets = [], isLoading, isError, isFetching, refetch } = useGetQuestionSetsQuery();
  const [criteria, setCriteria] = useState<SetCriteria>(DEFAULT_CRITERIA);
  const [filtersShown, setFiltersShown] = useState(true);
  const [view, setView] = useState<ViewMode>('grid');

  const results = useMemo(() => filterSets(sets, criteria), [sets, criteria]);
  const categories = useMemo(() => categoryOptions(sets), [sets]);
  const change = (patch: Partial<SetCriteria>) => setCriteria((current) => ({ ...current, ...patch }));

  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('search.title')}</Title>
        <SearchToolbar
          query={criteria.query}
          onQueryChange={(query) => change({ query })}
          filtersShown={filtersShown}
          onToggleFilters={() => setFiltersShown((shown) => !shown)}
          view={view}
          onViewChange={setView}
          refreshing={isFetching}
          onRefresh={() => void refetch()}
          onReset={() => setCriteria(DEFAULT_CRITERIA)}
        />
        {filtersShown && <FilterPanel criteria={criteria} categories={categories} onChange={change} />}
        {isLoading ? (
          <Group justify="center" py="xl">
            <Loader size="sm" />
            <Text>{t('app.loading')}</Text>
          </Group>
        ) : isError && sets.length === 0 ? (
          <Alert color="red" title={t('home.loadFailed')} data-testid="load-error" />
        ) : (
          <>
            <Title order={2} size="h4" data-testid="result-count" data-count={results.length}>
              {t('search.resultCount', { count: results.length })}
            </Title>
            <SearchResults sets={results} view={view} />
          </>
        )}
      </Stack>
    </Container>
  );
}
