import { Button, Divider, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isImageIcon, PENDING_UPLOAD_ICON, type QuestionSet } from '../../../../entities/catalogue';
import { toast } from '../../../../shared/ui/toast';
import { ConfirmModal } from '../../components/ConfirmModal';
import { categoryChoices, INFO_CATEGORIES, INFO_ICONS } from '../set-choices';
import { useChosenImage } from '../set-chosen-image';
import { failureReason, type Message } from '../set-errors';
import {
  changedFields,
  draftOf,
  resolvePendingImage,
  type SetInfoDraft,
  type SetInfoErrors,
  validateSetInfo,
  withIcon,
} from '../set-info-edit';
import { useUpdateQuestionSetMutation, useUploadCardImageMutation } from '../sets-api';
import { SetBasicsFields } from './SetBasicsFields';
import { SetFeaturedFields } from './SetFeaturedFields';
import { SetPricingFields } from './SetPricingFields';

type SetInfoEditorProps = { set: QuestionSet; onDone: () => void };

/**
 * The info tab's edit mode (admin spec §2): details, icon or card image, pricing and the featured flag.
 * A chosen image is uploaded on save; when that fails the administrator may save the rest without it (§8).
 */
export function SetInfoEditor({ set, onDone }: SetInfoEditorProps) {
  const { t } = useTranslation();
  const [original] = useState<SetInfoDraft>(() => draftOf(set));
  const [draft, setDraft] = useState<SetInfoDraft>(original);
  const [errors, setErrors] = useState<SetInfoErrors>({});
  const [askContinue, setAskContinue] = useState(false);
  const image = useChosenImage();
  const [uploadImage, uploadState] = useUploadCardImageMutation();
  const [updateSet, updateState] = useUpdateQuestionSetMutation();
  const busy = uploadState.isLoading || updateState.isLoading;
  const text = (message: Message) => t(message.key, message.values);

  const change = (patch: Partial<SetInfoDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof SetInfoErrors];
      return next;
    });
  };

  const commit = async (resolved: SetInfoDraft) => {
    const body = changedFields(original, resolved);
    if (Object.keys(body).length === 0) {
      toast.info(t('authoringSets.info.noChanges'), { id: 'set-info-no-changes' });
      onDone();
      return;
    }
    try {
      await updateSet({ id: set.id, body }).unwrap();
      toast.success(t('authoringSets.info.updated'), { id: 'set-info-updated' });
      onDone();
    } catch (error) {
      toast.error(t('authoringSets.info.updateFailed', { reason: text(failureReason(error)) }), {
        id: 'set-info-update-failed',
      });
    }
  };

  const save = async () => {
    const found = validateSetInfo(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    let uploaded: string | null = null;
    if (draft.icon === PENDING_UPLOAD_ICON && image.file) {
      try {
        const { imageUrl } = await uploadImage({ questionSetId: set.id, image: image.file }).unwrap();
        if (!imageUrl) throw { status: 'ENVELOPE', message: '' };
        uploaded = imageUrl;
        toast.success(t('authoringSets.info.imageUploaded'), { id: 'set-info-image-uploaded' });
      } catch (error) {
        toast.error(t('authoringSets.info.imageUploadFailed', { reason: text(failureReason(error)) }), {
          id: 'set-info-image-failed',
        });
        setAskContinue(true);
        return;
      }
    }
    await commit(resolvePendingImage(draft, original, uploaded));
  };

  const uploadedPreview = isImageIcon(draft.icon) ? draft.icon : null;

  return (
    <Stack gap="md" data-testid="set-info-editor">
      <SetBasicsFields
        value={draft}
        onChange={(patch) => {
          if (patch.icon !== undefined) {
            image.clear(); // an emoji or `default` replaces any image
            setDraft((current) => withIcon(current, patch.icon as string));
          }
          const { icon: _icon, ...rest } = patch;
          if (Object.keys(rest).length > 0) change(rest);
        }}
        categories={categoryChoices(INFO_CATEGORIES, original.category)}
        icons={INFO_ICONS}
        withDefaultIcon
        titleError={errors.title}
        image={{
          previewUrl: image.previewUrl ?? uploadedPreview,
          pending: draft.icon === PENDING_UPLOAD_ICON,
          onChoose: (file) => {
            image.choose(file);
            change({ icon: PENDING_UPLOAD_ICON });
          },
          onRemove: () => {
            image.clear();
            setDraft((current) => withIcon(current, 'default'));
          },
        }}
        testIdPrefix="set-info"
      />
      <Divider />
      <SetPricingFields
        value={draft}
        onChange={change}
        questionCount={set.questionCount}
        testIdPrefix="set-info"
      />
      <SetFeaturedFields
        value={draft}
        onChange={change}
        error={errors.featuredCategory}
        testIdPrefix="set-info"
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={busy} data-testid="set-info-cancel">
          {t('authoringSets.info.cancel')}
        </Button>
        <Button onClick={() => void save()} loading={busy} data-testid="set-info-save">
          {t('authoringSets.info.save')}
        </Button>
      </Group>
      <ConfirmModal
        message={askContinue ? t('authoringSets.info.continueWithoutImage') : null}
        busy={updateState.isLoading}
        onConfirm={() => {
          setAskContinue(false);
          void commit(resolvePendingImage(draft, original, null));
        }}
        onCancel={() => setAskContinue(false)}
      />
    </Stack>
  );
}
