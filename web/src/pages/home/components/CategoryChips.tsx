import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ALL_CATEGORIES } from '../filter-home-sets';

type CategoryChipsProps = { categories: string[]; selected: string; onSelect: (category: string) => void };

/** "すべて" plus one chip per category; buttons (not checkboxes) so they are plain to click. */
export function CategoryChips({ categories, selected, onSelect }: CategoryChipsProps) {
  const { t } = useTranslation();
  const chips = [
    { value: ALL_CATEGORIES, label: t('home.all') },
    ...categories.map((c) => ({ value: c, label: c })),
  ];
  return (
    <Group gap="xs" data-testid="category-chips">
      {chips.map((chip) => {
        const active = chip.value === selected;
        return (
          <Button
            key={chip.value}
            size="compact-sm"
            radius="xl"
            variant={active ? 'filled' : 'light'}
            aria-pressed={active}
            data-testid="category-chip"
            data-category={chip.value}
            data-active={active || undefined}
            onClick={() => onSelect(chip.value)}
          >
            {chip.label}
          </Button>
        );
      })}
    </Group>
  );
}
