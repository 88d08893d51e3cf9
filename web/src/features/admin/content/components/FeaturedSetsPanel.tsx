import { Group, Loader, Select, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionSetListing } from '../../../../entities/catalogue';
import { categoriesOfSets } from '../../../../entities/home-content';
import { CardTable } from '../../../../shared/ui/CardTable';
import { toast } from '../../../../shared/ui/toast';
import { useAddFeaturedCategoryMutation, useFeatureQuestionSetMutation } from '../content-api';
import { useContentFailure } from '../use-content-failure';
import { FeatureCategoryModal } from './FeatureCategoryModal';

type Props = { sets: QuestionSetListing[]; categories: string[] };

/** Toggle sets featured, each under a featured category; turning featured off clears the category. */
export function FeaturedSetsPanel({ sets, categories }: Props) {
  const { t } = useTranslation();
  const fail = useContentFailure();
  const [feature] = useFeatureQuestionSetMutation();
  const [addCategory, adding] = useAddFeaturedCategoryMutation();
  // The switch flips at once and shows a busy cue until the server answers (back if it refuses).
  const [pending, setPending] = useState<{ id: string; isFeatured: boolean } | null>(null);
  const [asking, setAsking] = useState<QuestionSetListing | null>(null);
  // Without stored featured categories, the sets' own categories are the choices.
  const choices = categories.length > 0 ? categories : categoriesOfSets(sets);

  const apply = async (set: QuestionSetListing, isFeatured: boolean, featuredCategory?: string) => {
    setPending({ id: set.id, isFeatured });
    try {
      await feature({ id: set.id, isFeatured, featuredCategory }).unwrap();
      toast.success(t(isFeatured ? 'content.setFeatured' : 'content.setUnfeatured', { title: set.title }));
    } catch (error) {
      fail(error, 'content.operationFailed');
    } finally {
      setPending(null);
    }
  };

  /** Featured under its own category when that is a featured one; otherwise the admin is asked. */
  const turnOn = (set: QuestionSetListing) => {
    const own = set.featuredCategory || (choices.includes(set.category) ? set.category : '');
    if (own) return void apply(set, true, own);
    setAsking(set);
  };

  const addOwnAndFeature = async (set: QuestionSetListing) => {
    try {
      await addCategory(set.category).unwrap();
      toast.success(t('content.categoryAdded'));
    } catch (error) {
      fail(error, 'content.operationFailed');
      return;
    }
    setAsking(null);
    await apply(set, true, set.category);
  };

  if (sets.length === 0) return <Text c="dimmed">{t('content.noSets')}</Text>;
  return (
    <>
      <CardTable striped data-testid="featured-sets">
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
            const busy = pending?.id === set.id;
            return (
              <Table.Tr key={set.id} data-testid="featured-row" data-set-id={set.id}>
                <Table.Td>{set.title}</Table.Td>
                <Table.Td>{set.category}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Switch
                      checked={busy ? (pending?.isFeatured ?? set.isFeatured) : set.isFeatured}
                      disabled={busy}
                      onChange={(event) =>
                        event.currentTarget.checked ? turnOn(set) : void apply(set, false)
                      }
                      aria-label={t('content.featured')}
                      aria-busy={busy}
                      data-testid="featured-toggle"
                    />
                    {busy && <Loader size={14} data-testid="featured-busy" />}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Select
                    size="xs"
                    value={set.isFeatured ? current : null}
                    placeholder={set.isFeatured ? undefined : t('content.notFeatured')}
                    disabled={!set.isFeatured || busy}
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
      </CardTable>
      <FeatureCategoryModal
        set={asking}
        categories={choices}
        busy={adding.isLoading || pending !== null}
        onChoose={(name) => {
          const set = asking;
          setAsking(null);
          if (set) void apply(set, true, name);
        }}
        onAddOwn={() => asking && void addOwnAndFeature(asking)}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
