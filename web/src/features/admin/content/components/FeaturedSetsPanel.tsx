import { Select, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../shared/toast';
import type { QuestionSetListing } from '../../../catalogue/types';
import { categoriesOfSets } from '../../../home/chip-categories';
import { useFeatureQuestionSetMutation } from '../content-api';
import { useContentFailure } from '../use-content-failure';

type Props = { sets: QuestionSetListing[]; categories: string[] };

/** Toggle sets featured, each under a featured category; turning featured off clears the category. */
export function FeaturedSetsPanel({ sets, categories }: Props) {
  const { t } = useTranslation();
  const fail = useContentFailure();
  const [feature] = useFeatureQuestionSetMutation();
  const [busy, setBusy] = useState<string | null>(null);
  // Without stored featured categories, the sets' own categories are the choices.
  const choices = categories.length > 0 ? categories : categoriesOfSets(sets);

  const apply = async (set: QuestionSetListing, isFeatured: boolean, featuredCategory?: string) => {
    setBusy(set.id);
    try {
      await feature({ id: set.id, isFeatured, featuredCategory }).unwrap();
      toast.success(t(isFeatured ? 'content.setFeatured' : 'content.setUnfeatured', { title: set.title }));
    } catch (error) {
      fail(error, 'content.operationFailed');
    } finally {
      setBusy(null);
    }
  };

  if (sets.length === 0) return <Text c="dimmed">{t('content.noSets')}</Text>;
  return (
    <Table striped data-testid="featured-sets">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('content.setTitle')}</Table.Th>
          <Table.Th>{t('content.setCategory')}</Table.Th>
          <Table.Th>{t('content.featured')}</Table.Th>
          <Table.Th>{t('content.featuredCategory')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sets.map((set) => {
          const current = set.featuredCategory ?? '';
          const fallback =
            current || (choices.includes(set.category) ? set.category : choices[0]) || set.category;
          return (
            <Table.Tr key={set.id} data-testid="featured-row" data-set-id={set.id}>
              <Table.Td>{set.title}</Table.Td>
              <Table.Td>{set.category}</Table.Td>
              <Table.Td>
                <Switch
                  checked={set.isFeatured}
                  disabled={busy === set.id}
                  onChange={(event) => void apply(set, event.currentTarget.checked, fallback)}
                  aria-label={t('content.featured')}
                  data-testid="featured-toggle"
                />
              </Table.Td>
              <Table.Td>
                <Select
                  size="xs"
                  value={set.isFeatured ? current : null}
                  placeholder={set.isFeatured ? undefined : t('content.notFeatured')}
                  disabled={!set.isFeatured || busy === set.id}
                  data={[...new Set([...choices, ...(current ? [current] : [])])]}
                  allowDeselect={false}
                  onChange={(name) => name && name !== current && void apply(set, true, name)}
                  aria-label={t('content.featuredCategory')}
                  data-testid="featured-category"
                />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
