import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPaidSet, type QuestionSet, SetVisual } from '../../../../entities/catalogue';
import { currentLanguage } from '../../../../shared/i18n';
import { formatDateTime, formatYen } from '../../../../shared/i18n/format';
import { toast } from '../../../../shared/ui/toast';
import { ConfirmModal } from '../../components/ConfirmModal';
import { useListRedeemCodesQuery } from '../../redeem-codes/api';
import { failureReason, type Message } from '../set-errors';
import { useDeleteQuestionSetMutation, useRefreshQuestionCountMutation } from '../sets-api';
import { SetInfoEditor } from './SetInfoEditor';
import { SetOptionOrderSwitch } from './SetOptionOrderSwitch';

type SetInfoDetailProps = { set: QuestionSet; onDeleted: () => void };

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

const dateTime = (iso: string) => (iso ? formatDateTime(iso, currentLanguage()) : '—');

/** The info tab's right panel: the set in view mode, or its edit form; count refresh and deletion. */
export function SetInfoDetail({ set, onDeleted }: SetInfoDetailProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [refreshCount, countState] = useRefreshQuestionCountMutation();
  const [deleteSet, deleteState] = useDeleteQuestionSetMutation();
  const text = (message: Message) => t(message.key, message.values);
  const paid = isPaidSet(set);
  // Issue 23: the confirmation names the set's unused codes (the list's total of status unused, one row read).
  const unusedCodes = useListRedeemCodesQuery(
    { status: 'unused', questionSetId: set.id, page: 1, pageSize: 1 },
    { skip: !confirmingDelete, refetchOnMountOrArgChange: true },
  );
  const unusedCount = unusedCodes.isFetching ? null : (unusedCodes.data?.total ?? null);
  const codesDetail = !confirmingDelete
    ? null
    : unusedCodes.isFetching
      ? t('authoringSets.info.unusedCodesChecking')
      : unusedCodes.isError
        ? t('authoringSets.info.unusedCodesUnknown')
        : unusedCount
          ? t('authoringSets.info.unusedCodesWarning', { count: unusedCount })
          : null;

  const recount = async () => {
    try {
      const result = await refreshCount(set.id).unwrap();
      toast.success(
        t('authoringSets.info.countUpdated', { count: result?.questionCount ?? set.questionCount }),
        {
          id: 'set-info-count-updated',
        },
      );
    } catch (error) {
      toast.error(t('authoringSets.info.countFailed', { reason: text(failureReason(error)) }), {
        id: 'set-info-count-failed',
      });
    }
  };

  const remove = async () => {
    try {
      await deleteSet(set.id).unwrap();
      toast.success(t('authoringSets.info.deleted'), { id: 'set-info-deleted' });
      setConfirmingDelete(false);
      onDeleted();
    } catch (error) {
      setConfirmingDelete(false);
      toast.error(t('authoringSets.info.deleteFailed', { reason: text(failureReason(error)) }), {
        id: 'set-info-delete-failed',
      });
    }
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid="set-info-detail"
      data-set-id={set.id}
      data-mode={editing ? 'edit' : 'view'}
    >
      {editing ? (
        <Stack gap="md">
          <Title order={3} size="h4">
            {t('authoringSets.info.editing', { title: set.title })}
          </Title>
          <SetInfoEditor key={set.id} set={set} onDone={() => setEditing(false)} />
        </Stack>
      ) : (
        <Stack gap="md" data-testid="set-info-view">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
              <SetVisual set={set} size={72} variant="thumb" />
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Title order={3} size="h4" data-testid="set-info-title">
                  {set.title}
                </Title>
                <Group gap={6}>
                  <Badge color={paid ? 'grape' : 'teal'} variant="light">
                    {paid ? t('authoringSets.info.paid') : t('authoringSets.info.free')}
                  </Badge>
                  {set.isFeatured && (
                    <Badge color="yellow" variant="light">
                      {t('authoringSets.info.featured')}
                    </Badge>
                  )}
                </Group>
              </Stack>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <Button onClick={() => setEditing(true)} data-testid="set-info-edit">
                {t('authoringSets.info.edit')}
              </Button>
              <Button
                color="red"
                variant="light"
                onClick={() => setConfirmingDelete(true)}
                data-testid="set-info-delete"
              >
                {t('authoringSets.info.delete')}
              </Button>
            </Group>
          </Group>
          <Text size="sm" c={set.description ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
            {set.description || t('authoringSets.info.noDescription')}
          </Text>
          <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md">
            <Field label={t('authoringSets.fields.category')}>
              {set.category || t('authoringSets.info.none')}
            </Field>
            <Field label={t('authoringSets.info.questionCount')} testId="set-info-count">
              <Group gap="xs">
                <span>{t('set.questionCount', { count: set.questionCount })}</span>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  loading={countState.isLoading}
                  onClick={() => void recount()}
                  data-testid="set-info-refresh-count"
                >
                  {t('authoringSets.info.refreshCount')}
                </Button>
              </Group>
            </Field>
            <Field label={t('authoringSets.info.price')}>
              {paid
                ? formatYen(Number(set.price), currentLanguage()) // as the learner's price tag shows it
                : t('authoringSets.info.free')}
            </Field>
            <Field label={t('authoringSets.info.trialQuestions')}>{paid ? set.trialQuestions : '—'}</Field>
            <Field label={t('authoringSets.info.featured')}>
              {set.isFeatured
                ? t('authoringSets.info.featuredOn', { category: set.featuredCategory ?? '' })
                : t('authoringSets.info.featuredOff')}
            </Field>
            <Field label={t('authoringSets.info.updatedAt')}>{dateTime(set.updatedAt)}</Field>
          </SimpleGrid>
          <SetOptionOrderSwitch set={set} />
          <Text size="xs" c="dimmed">
            {t('authoringSets.info.createdAt')}: {dateTime(set.createdAt)}
          </Text>
        </Stack>
      )}
      <ConfirmModal
        message={confirmingDelete ? t('authoringSets.info.confirmDelete', { title: set.title }) : null}
        detail={codesDetail}
        busy={deleteState.isLoading || unusedCodes.isFetching}
        color="red"
        onConfirm={() => void remove()}
        onCancel={() => setConfirmingDelete(false)}
      />
    </Paper>
  );
}
