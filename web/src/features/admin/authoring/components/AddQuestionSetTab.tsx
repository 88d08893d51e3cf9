import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEFAULT_ICON, PENDING_UPLOAD_ICON } from '../../../../entities/catalogue';
import { toast } from '../../../../shared/ui/toast';
import {
  type AddSetErrors,
  type AddSetForm,
  type AttachedQuestion,
  createSetBody,
  EMPTY_ADD_SET_FORM,
  validateAddSet,
} from '../set-add-form';
import { ADD_SET_CATEGORIES, ADD_SET_ICONS } from '../set-choices';
import { useChosenImage } from '../set-chosen-image';
import { createSetFailure, failureReason, type Message } from '../set-errors';
import {
  useCreateQuestionSetMutation,
  useUpdateQuestionSetMutation,
  useUploadCardImageMutation,
} from '../sets-api';
import { PendingQuestionList } from './PendingQuestionList';
import { ServerConnectionStatus, useServerConnection } from './ServerConnectionStatus';
import { SetBasicsFields } from './SetBasicsFields';
import { SetFeaturedFields } from './SetFeaturedFields';
import { SetPricingFields } from './SetPricingFields';

/**
 * Admin spec §2 "Add question set": basic information, featured and paid settings and a local list of
 * questions, created in one POST; a chosen card image is uploaded for the new set right after.
 */
export function AddQuestionSetTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const connection = useServerConnection();
  const image = useChosenImage();
  const [form, setForm] = useState<AddSetForm>(EMPTY_ADD_SET_FORM);
  const [questions, setQuestions] = useState<AttachedQuestion[]>([]);
  const [errors, setErrors] = useState<AddSetErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [createSet, createState] = useCreateQuestionSetMutation();
  const [uploadImage, uploadState] = useUploadCardImageMutation();
  const [updateSet, updateState] = useUpdateQuestionSetMutation();
  const busy = createState.isLoading || uploadState.isLoading || updateState.isLoading;
  const text = (message: Message) => t(message.key, message.values);

  const change = (patch: Partial<AddSetForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof AddSetErrors];
      return next;
    });
  };

  /** The image goes up once the set exists (the upload names the set); its URL then becomes the icon. */
  const attachImage = async (questionSetId: string, file: File, minPosition: number | null) => {
    try {
      const { imageUrl } = await uploadImage({ questionSetId, image: file, minPosition }).unwrap();
      if (!imageUrl) throw { status: 'ENVELOPE', message: '' };
      await updateSet({ id: questionSetId, body: { icon: imageUrl, cardImage: imageUrl } }).unwrap();
    } catch (error) {
      toast.error(t('authoringSets.add.imageUploadFailed', { reason: text(failureReason(error)) }), {
        id: 'add-set-image-failed',
      });
    }
  };

  const submit = async () => {
    setFailure(null);
    const found = validateAddSet(form);
    setErrors(found);
    const firstProblem = Object.values(found)[0];
    if (firstProblem) {
      // The fields may be scrolled out of view above the submit button.
      toast.error(t(firstProblem), { id: 'add-set-invalid' });
      return;
    }
    try {
      const created = await createSet(createSetBody(form, questions)).unwrap();
      if (!created?.id) {
        setFailure(t('authoringSets.add.emptyResponse'));
        return;
      }
      if (image.file && form.icon === PENDING_UPLOAD_ICON)
        await attachImage(created.id, image.file, created.position);
      toast.success(t('authoringSets.add.success'), { id: 'add-set-success' });
      navigate('/');
    } catch (error) {
      setFailure(text(createSetFailure(error)));
    }
  };

  const reset = () => {
    setForm(EMPTY_ADD_SET_FORM);
    setQuestions([]);
    setErrors({});
    setFailure(null);
    image.clear();
  };

  return (
    <Stack data-testid="add-set-tab" maw={960}>
      <ServerConnectionStatus status={connection.status} onRetry={() => void connection.retry()} />

      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h4" mb="sm">
          {t('authoringSets.fields.basics')}
        </Title>
        <SetBasicsFields
          value={form}
          onChange={(patch) => {
            // Choosing an emoji replaces a chosen image.
            if (patch.icon !== undefined && patch.icon !== PENDING_UPLOAD_ICON) image.clear();
            change(patch);
          }}
          categories={ADD_SET_CATEGORIES}
          icons={ADD_SET_ICONS}
          titleError={errors.title}
          image={{
            previewUrl: image.previewUrl,
            pending: Boolean(image.file),
            onChoose: (file) => {
              image.choose(file);
              change({ icon: PENDING_UPLOAD_ICON });
            },
            onRemove: () => {
              image.clear();
              change({ icon: DEFAULT_ICON });
            },
          }}
          testIdPrefix="add-set"
        />
      </Paper>

      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <SetFeaturedFields
            value={form}
            onChange={change}
            error={errors.featuredCategory}
            testIdPrefix="add-set"
          />
          <SetPricingFields
            value={form}
            onChange={change}
            questionCount={questions.length}
            testIdPrefix="add-set"
          />
        </Stack>
      </Paper>

      <PendingQuestionList questions={questions} onChange={setQuestions} />

      {failure && (
        <Alert color="red" data-testid="add-set-error">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={reset} disabled={busy} data-testid="add-set-reset">
          {t('authoringSets.add.reset')}
        </Button>
        <Button
          onClick={() => void submit()}
          loading={busy}
          disabled={connection.status === 'offline'}
          data-testid="add-set-submit"
        >
          {t('authoringSets.add.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
