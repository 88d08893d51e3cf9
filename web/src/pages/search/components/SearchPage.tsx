import { Alert, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RedeemAnyCodeButton } from '../../../entities/access';
import { useGetQuestionSetsQuery } from '../../../entities/catalogue';
import { categoryOptions, DEFAULT_CRITERIA, filterSets, type SetCriteria } from '../filter-sets';
import { readSearchState, type SearchState, writeSearchState } from '../search-url';
import { FilterPanel } from './FilterPanel';
import { SearchResults } from './SearchResults';
import { SearchToolbar, type ViewMode } from './SearchToolbar';

/** /question-sets: search, filter panel, sort, grid or list. */
export function SearchPage() {
  const { t } = useTranslation();
  const { data: sets = [], isLoading, isError, isFetching, refetch } = useGetQuestionSetsQuery();
  // Filters, sort and view live in the URL (issue 22): back, reload and a shared link keep them. Typing replaces
  // the entry; every other change is a step the back button returns through.
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readSearchState(params), [params]);
  const { view, ...criteria } = state;
  const [filtersShown, setFiltersShown] = useState(true);
  const update = (patch: Partial<SearchState>, replace = false) =>
    setParams(writeSearchState({ ...state, ...patch }), { replace });
  const setCriteria = (next: SetCriteria) => update({ ...next });
  const setView = (next: ViewMode) => update({ view: next });

  const results = useMemo(() => filterSets(sets, state), [sets, state]);
  const categories = useMemo(() => categoryOptions(sets), [sets]);
  const change = (patch: Partial<SetCriteria>) => update(patch);

  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={1}>{t('search.title')}</Title>
          <RedeemAnyCodeButton data-testid="search-redeem-code" />
        </Group>
        <SearchToolbar
          query={criteria.query}
          onQueryChange={(query) => update({ query }, true)}
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
