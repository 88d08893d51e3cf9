import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionSetListing } from '../../../../entities/catalogue';
import { CardTable } from '../../../../shared/ui/CardTable';
import { toast } from '../../../../shared/ui/toast';
import { ConfirmModal } from '../../components/ConfirmModal';
import {
  useAddFeaturedCategoryMutation,
  useDeleteFeaturedCategoryMutation,
  useRenameFeaturedCategoryMutation,
} from '../content-api';
import { categoryNameOf } from '../content-overview';
import { useContentFailure } from '../use-content-failure';

type Props = { categories: string[]; sets: QuestionSetListing[] };

/** Featured-category names: add, rename (the featured sets carrying it follow), delete with confirmation. */
export function CategoryManager({ categories, sets }: Props) {
  const { t } = useTranslation();
  const fail = useContentFailure();
  const [newName, setNewName] = useState('');
  const [newError, setNewError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ from: string; to: string; error: string | null } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [add, adding] = useAddFeaturedCategoryMutation();
  const [rename, renaming] = useRenameFeaturedCategoryMutation();
  const [remove, removing] = useDeleteFeaturedCategoryMutation();
  const carriers = (name: string) =>
    sets.filter((set) => set.isFeatured && set.featuredCategory === name).length;

  const submitNew = async () => {
    const name = categoryNameOf(newName);
    if (!name) return setNewError(t('content.categoryRequired'));
    setNewError(null);
    try {
      await add(name).unwrap();
      setNewName('');
      toast.success(t('content.categoryAdded'));
    } catch (error) {
      fail(error, 'content.operationFailed');
    }
  };
  const submitRename = async () => {
    if (!editing) return;
    const to = categoryNameOf(editing.to);
    if (!to) return setEditing({ ...editing, error: t('content.categoryRequired') });
    try {
      await rename({ from: editing.from, to }).unwrap();
      setEditing(null);
      toast.success(t('content.categoryUpdated'));
    } catch (error) {
      fail(error, 'content.operationFailed');
    }
  };
  const confirmDelete = async () => {
    if (deleting === null) return;
    try {
      await remove(deleting).unwrap();
      toast.success(t('content.categoryDeleted'));
    } catch (error) {
      fail(error, 'content.operationFailed');
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Stack maw={720} data-testid="category-manager">
      <Group align="flex-start">
        <TextInput
          placeholder={t('content.newCategory')}
          value={newName}
          error={newError}
          onChange={(event) => setNewName(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Enter' && void submitNew()}
          data-testid="category-new"
          style={{ flex: 1 }}
        />
        <Button onClick={() => void submitNew()} loading={adding.isLoading} data-testid="category-add">
          {t('content.addCategory')}
        </Button>
      </Group>
      {categories.length === 0 ? <Text c="dimmed">{t('content.noCategories')}</Text> : null}
      <CardTable>
        <Table.Tbody>
          {categories.map((name) => (
            <Table.Tr key={name} data-testid="category-row">
              <Table.Td>
                {editing?.from === name ? (
                  <TextInput
                    value={editing.to}
                    error={editing.error}
                    onChange={(event) =>
                      setEditing({ ...editing, to: event.currentTarget.value, error: null })
                    }
                    data-testid="category-rename-input"
                  />
                ) : (
                  <Text>{name}</Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {t('content.carriedBy', { n: carriers(name) })}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end">
                  {editing?.from === name ? (
                    <>
                      <Button
                        size="xs"
                        onClick={() => void submitRename()}
                        loading={renaming.isLoading}
                        data-testid="category-rename-save"
                      >
                        {t('content.save')}
                      </Button>
                      <Button size="xs" variant="default" onClick={() => setEditing(null)}>
                        {t('content.cancel')}
                      </Button>
                    </>
                  ) : (
                    <>
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setEditing({ from: name, to: name, error: null })}
                        data-testid="category-edit"
                      >
                        {t('content.rename')}
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        onClick={() => setDeleting(name)}
                        data-testid="category-delete"
                      >
                        {t('content.delete')}
                      </Button>
                    </>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </CardTable>
      <ConfirmModal
        message={deleting === null ? null : t('content.confirmDelete', { name: deleting })}
        busy={removing.isLoading}
        color="red"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
