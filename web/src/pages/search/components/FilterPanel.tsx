import { Paper, Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  SET_SORTS,
  SET_STATUSES,
  type SetCriteria,
  type SetSort,
  type SetStatusFilter,
} from '../filter-sets';

type FilterPanelProps = {
  criteria: SetCriteria;
  categories: string[];
  onChange: (patch: Partial<SetCriteria>) => void;
};

/** Category, status and sort. Each select always has a value (no deselect). */
export function FilterPanel({ criteria, categories, onChange }: FilterPanelProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" data-testid="filter-panel">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('search.category')}
          value={criteria.category}
          onChange={(value) => onChange({ category: value ?? 'all' })}
          data={[
            { value: 'all', label: t('search.allCategories') },
            ...categories.map((c) => ({ value: c, label: c })),
          ]}
          allowDeselect={false}
          searchable
          data-testid="category-select"
        />
        <Select
          label={t('search.status')}
          value={criteria.status}
          onChange={(value) => onChange({ status: (value ?? 'all') as SetStatusFilter })}
          data={SET_STATUSES.map((status) => ({ value: status, label: t(`search.statuses.${status}`) }))}
          allowDeselect={false}
          data-testid="status-select"
        />
        <Select
          label={t('search.sort')}
          value={criteria.sort}
          onChange={(value) => onChange({ sort: (value ?? 'newest') as SetSort })}
          data={SET_SORTS.map((sort) => ({ value: sort, label: t(`search.sorts.${sort}`) }))}
          allowDeselect={false}
          data-testid="sort-select"
        />
      </SimpleGrid>
    </Paper>
  );
}
