import { Button, Group, SegmentedControl, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type ViewMode = 'grid' | 'list';

type SearchToolbarProps = {
  query: string;
  onQueryChange: (query: string) => void;
  filtersShown: boolean;
  onToggleFilters: () => void;
  view: ViewMode;
  onViewChange: (view: ViewMode) => void;
  refreshing: boolean;
  onRefresh: () => void;
  onReset: () => void;
};

export function SearchToolbar(props: SearchToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end">
      <TextInput
        style={{ flex: 1, minWidth: 220 }}
        value={props.query}
        onChange={(event) => props.onQueryChange(event.currentTarget.value)}
        placeholder={t('search.placeholder')}
        aria-label={t('search.placeholder')}
        data-testid="search-input"
      />
      <Button variant="default" onClick={props.onToggleFilters} data-testid="toggle-filters">
        {props.filtersShown ? t('search.hideFilters') : t('search.showFilters')}
      </Button>
      <SegmentedControl
        value={props.view}
        onChange={(value) => props.onViewChange(value as ViewMode)}
        data={[
          { value: 'grid', label: t('search.grid') },
          { value: 'list', label: t('search.list') },
        ]}
        data-testid="view-toggle"
      />
      <Button variant="light" loading={props.refreshing} onClick={props.onRefresh} data-testid="refresh">
        {t('search.refresh')}
      </Button>
      <Button variant="subtle" color="gray" onClick={props.onReset} data-testid="reset-filters">
        {t('search.reset')}
      </Button>
    </Group>
  );
}
