import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionSet } from '../../../../entities/catalogue';
import { toast } from '../../../../shared/ui/toast';
import { ConfirmModal } from '../../components/ConfirmModal';
import { DEFAULT_PAGE_SIZE, excerpt, PAGE_SIZES, pageCount, type QuestionSort } from '../question-list';
import {
  type AdminQuestionPageArgs,
  useDeleteQuestionMutation,
  useGetAdminQuestionPageQuery,
} from '../questions-api';
import { ExportMenu } from './ExportMenu';
import { QuestionEditModal } from './QuestionEditModal';
import { QuestionPager } from './QuestionPager';
import { QuestionTable } from './QuestionTable';

/** Admin spec §9: success banners 3 s. */
const SUCCESS_MS = 3_000;
const FALLBACK_REFRESH_MS = 30_000;

type Editing = { mode: 'add' } | { mode: 'edit'; questionId: string } | null;

/**
 * The questions of one set (admin spec §2, §5, §8): one page read from the server at a time (issue 35: sorted,
 * searched and filtered there, so a 10,000-question set reads what it shows), added, edited, deleted and moved.
 * The 30 s refresh reads the same page; an unchanged one comes back 304 from the browser's revalidation.
 */
export function QuestionManager({
  set,
  startAdding,
  onBack,
}: {
  set: QuestionSet;
  startAdding: boolean;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<QuestionSort>('order');
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(startAdding ? { mode: 'add' } : null);
  const [deleting, setDeleting] = useState<{ id: string; text: string } | null>(null);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [type, setType] = useState<AdminQuestionPageArgs['type']>('');
  const { data, isLoading, isError, refetch } = useGetAdminQuestionPageQuery(
    { questionSetId: set.id, page, pageSize, sort, search: debouncedSearch, type },
    { pollingInterval: FALLBACK_REFRESH_MS },
  );
  const [deleteQuestion, deleteState] = useDeleteQuestionMutation();

  const visible = data?.list ?? [];
  const total = data?.total ?? 0;
  const pages = pageCount(total, pageSize);
  // A deletion (or another administrator's) can leave the page past the end: show the last one.
  useEffect(() => {
    if (data && page > pages) setPage(pages);
  }, [data, page, pages]);
  const narrowed = debouncedSearch.trim() !== '' || type !== '';
  const editedQuestion =
    editing?.mode === 'edit' ? visible.find((question) => question.id === editing.questionId) : undefined;
  const onEdit = useCallback((questionId: string) => setEditing({ mode: 'edit', questionId }), []);
  const onDelete = useCallback(
    (question: { id: string; text: string }) =>
      setDeleting({ id: question.id, text: excerpt(question.text) }),
    [],
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteQuestion({ id: deleting.id, questionSetId: set.id }).unwrap();
      toast.success(t('authoringQuestions.manage.deleted'), { autoClose: SUCCESS_MS });
    } catch {
      toast.error(t('authoringQuestions.manage.deleteFailed'));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Stack data-testid="question-manager">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('authoringQuestions.manage.questionsOf', { title: set.title })}
        </Title>
        <Group gap="xs">
          <Button variant="default" onClick={onBack} data-testid="question-manager-back">
            {t('authoringQuestions.manage.back')}
          </Button>
          <ExportMenu questionSetId={set.id} />
          <Button onClick={() => setEditing({ mode: 'add' })} data-testid="question-manager-add">
            {t('authoringQuestions.manage.addQuestion')}
          </Button>
        </Group>
      </Group>
      <Group gap="sm" align="flex-end">
        <Select
          label={t('authoringQuestions.manage.sortBy')}
          value={sort}
          onChange={(value) => {
            setSort((value as QuestionSort) ?? 'order');
            setPage(1);
          }}
          data={[
            { value: 'order', label: t('authoringQuestions.manage.sortOrder') },
            { value: 'text', label: t('authoringQuestions.manage.sortText') },
          ]}
          allowDeselect={false}
          w={160}
          data-testid="question-sort"
        />
        <Select
          label={t('authoringQuestions.manage.pageSize')}
          value={String(pageSize)}
          onChange={(value) => {
            setPageSize(Number(value ?? DEFAULT_PAGE_SIZE));
            setPage(1);
          }}
          data={PAGE_SIZES.map((size) => ({
            value: String(size),
            label: t('authoringQuestions.manage.perPage', { count: size }),
          }))}
          allowDeselect={false}
          w={120}
          data-testid="question-page-size"
        />
        <TextInput
          label={t('authoringQuestions.manage.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          maxLength={200}
          w={200}
          data-testid="question-search"
        />
        <Select
          label={t('authoringQuestions.manage.typeFilter')}
          value={type}
          onChange={(value) => {
            setType((value as AdminQuestionPageArgs['type']) ?? '');
            setPage(1);
          }}
          data={[
            { value: '', label: t('authoringQuestions.manage.allTypes') },
            { value: 'single', label: t('authoringQuestions.form.single') },
            { value: 'multiple', label: t('authoringQuestions.form.multiple') },
          ]}
          allowDeselect={false}
          w={130}
          data-testid="question-type-filter"
        />
        <Text size="sm" data-testid="question-total">
          {t('authoringQuestions.manage.total', { count: total })}
        </Text>
        {sort === 'order' && !narrowed && (
          <Text size="xs" c="dimmed">
            {t('authoringQuestions.manage.reorderHint')}
          </Text>
        )}
      </Group>
      {isLoading ? (
        <Center py="lg">
          <Loader />
        </Center>
      ) : isError && !data ? (
        <Alert color="red">
          <Group justify="space-between">
            <Text>{t('authoringQuestions.manage.loadQuestionsFailed')}</Text>
            <Button size="xs" variant="light" onClick={() => void refetch()}>
              {t('authoringQuestions.manage.reload')}
            </Button>
          </Group>
        </Alert>
      ) : visible.length === 0 ? (
        <Text c="dimmed">
          {t(narrowed ? 'authoringQuestions.manage.noMatches' : 'authoringQuestions.manage.noQuestions')}
        </Text>
      ) : (
        <QuestionTable
          questionSetId={set.id}
          total={total}
          visible={visible}
          reorderable={sort === 'order' && !narrowed}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      )}
      {pages > 1 && <QuestionPager page={page} pages={pages} onChange={setPage} />}
      <Modal
        opened={editing !== null && (editing.mode === 'add' || Boolean(editedQuestion))}
        onClose={() => setEditing(null)}
        title={t(
          editing?.mode === 'edit' ? 'authoringQuestions.form.editTitle' : 'authoringQuestions.form.addTitle',
        )}
        size="xl"
      >
        {editing && (
          <QuestionEditModal
            questionSetId={set.id}
            question={editedQuestion}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
      <ConfirmModal
        message={deleting ? t('authoringQuestions.manage.confirmDelete', { text: deleting.text }) : null}
        busy={deleteState.isLoading}
        color="red"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
