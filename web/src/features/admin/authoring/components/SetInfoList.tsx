import { Group, NavLink, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type QuestionSet, SetVisual } from '../../../../entities/catalogue';
import { searchSets } from '../set-info-edit';

type SetInfoListProps = {
  sets: readonly QuestionSet[];
  selectedId: string | null;
  onSelect: (id: string) => void;
};

/** The info tab's left column: a search box over title, description and category, and the sets. */
export function SetInfoList({ sets, selectedId, onSelect }: SetInfoListProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => searchSets(sets, query), [sets, query]);
  return (
    <Stack gap="xs">
      <TextInput
        placeholder={t('authoringSets.info.search')}
        aria-label={t('authoringSets.info.search')}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        data-testid="set-info-search"
      />
      <ScrollArea.Autosize mah={640} type="auto">
        {shown.length === 0 && (
          <Text c="dimmed" size="sm" p="sm">
            {sets.length === 0 ? t('authoringSets.info.empty') : t('authoringSets.info.noMatch')}
          </Text>
        )}
        {shown.map((set) => (
          <NavLink
            key={set.id}
            active={set.id === selectedId}
            onClick={() => onSelect(set.id)}
            leftSection={<SetVisual set={set} size={32} variant="thumb" />}
            label={
              <Text size="sm" fw={500} lineClamp={1}>
                {set.title}
              </Text>
            }
            description={
              <Group gap={6} component="span">
                <Text span size="xs" c="dimmed">
                  {set.category || '—'}
                </Text>
                <Text span size="xs" c="dimmed">
                  {t('set.questionCount', { count: set.questionCount })}
                </Text>
              </Group>
            }
            data-testid="set-info-item"
            data-set-id={set.id}
            data-set-title={set.title}
          />
        ))}
      </ScrollArea.Autosize>
    </Stack>
  );
}
