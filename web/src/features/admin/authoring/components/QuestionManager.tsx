import { Alert, Button, Center, Group, Loader, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionSet } from '../../../../entities/catalogue';
import { toast } from '../../../../shared/ui/toast';
import { ConfirmModal } from '../../components/ConfirmModal';
import {
  DEFAULT_PAGE_SIZE,
  excerpt,
  PAGE_SIZES,
  pageCount,
  pageOf,
  type QuestionSort,
  sortQuestions,
} from '../question-list';
import { useDeleteQuestionMutation, useGetAdminQuestionsQuery } from '../questions-api';
import { QuestionEditModal } from './QuestionEditModal';
import { QuestionPager } from './QuestionPager';
import { QuestionTable } from './QuestionTable';

/** Admin spec §9: success banners 3 s. */
const SUCCESS_MS = 3_000;
const FALLBACK_REFRESH_MS = 30_000;

type Editing = { mode: 'add' } | { mode: 'edit'; questionId: string } | null;

/** The questions of one set: sorted, paged, added, edited, deleted and reordered (admin spec §2, §5, §8). */
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
  const { data, isLoading, isError, refetch } = useGetAdminQuestionsQuery(set.id, {
    pollingInterval: FALLBACK_REFRESH_MS,
  });
  const [deleteQuestion, deleteState] = useDeleteQuestionMutation();

  const sorted = sortQuestions(data ?? [], sort);
  const pages = pageCount(sorted.length, pageSize);
  const visible = pageOf(sorted, page, pageSize);
  const editedQuestion =
    editing?.mode === 'edit' ? data?.find((question) => question.id === editing.questionId) : undefined;

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
        {sort === 'order' && (
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
      ) : sorted.length === 0 ? (
        <Text c="dimmed">{t('authoringQuestions.manage.noQuestions')}</Text>
      ) : (
        <QuestionTable
          questionSetId={set.id}
          allInOrder={sortQuestions(data ?? [], 'order')}
          visible={visible}
          reorderable={sort === 'order'}
          onEdit={(questionId) => setEditing({ mode: 'edit', questionId })}
          onDelete={(question) => setDeleting({ id: question.id, text: excerpt(question.text) })}
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
