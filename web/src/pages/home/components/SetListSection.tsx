import { Alert, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupSets, type QuestionSet } from '../../../entities/catalogue';
import { chipCategories } from '../../../entities/home-content';
import { ALL_CATEGORIES, filterHomeSets } from '../filter-home-sets';
import { CategoryChips } from './CategoryChips';
import { EmptyState } from './EmptyState';
import { RefreshCountsButton } from './RefreshCountsButton';
import { SetGroups } from './SetGroups';

type SetListSectionProps = {
  sets: QuestionSet[];
  isLoading: boolean;
  isError: boolean;
  featuredCategories: string[];
  /** Changes when the home content changes; the category filter then returns to "all". */
  contentStamp: unknown;
  onRefetch: () => void;
};

/** The home page's list of sets (anchor #question-sets): search, category chips and the groups. */
export function SetListSection({
  sets,
  isLoading,
  isError,
  featuredCategories,
  contentStamp,
  onRefetch,
}: SetListSectionProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);

  useEffect(() => {
    if (contentStamp !== undefined) setCategory(ALL_CATEGORIES);
  }, [contentStamp]);

  const chips = useMemo(() => chipCategories(featuredCategories, sets), [featuredCategories, sets]);
  const visible = useMemo(() => filterHomeSets(sets, query, category), [sets, query, category]);
  const groups = useMemo(() => groupSets(visible), [visible]);
  const resetFilters = () => {
    setQuery('');
    setCategory(ALL_CATEGORIES);
  };

  return (
    <Stack gap="md" id="question-sets" component="section" style={{ scrollMarginTop: 72 }}>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('home.listTitle')}</Title>
        <RefreshCountsButton sets={sets} />
      </Group>
      <TextInput
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        placeholder={t('home.searchPlaceholder')}
        aria-label={t('home.searchPlaceholder')}
        data-testid="search-input"
      />
      <CategoryChips categories={chips} selected={category} onSelect={setCategory} />
      {isLoading ? (
        <Group justify="center" py="xl" data-testid="loading">
          <Loader size="sm" />
          <Text>{t('app.loading')}</Text>
        </Group>
      ) : isError && sets.length === 0 ? (
        <Alert color="red" title={t('home.loadFailed')} data-testid="load-error" />
      ) : visible.length === 0 ? (
        <EmptyState onReset={resetFilters} />
      ) : (
        <SetGroups groups={groups} onRefreshStatus={onRefetch} />
      )}
    </Stack>
  );
}
