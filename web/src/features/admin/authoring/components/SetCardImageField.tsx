import { ImageSizes, imageSrcSetOf } from '@exam/domain/rules';
import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardImageBytesProblem, cardImageProblem } from '../set-card-image';

type SetCardImageFieldProps = {
  /** What to preview: a local object URL of the chosen file or the uploaded image's URL. */
  previewUrl: string | null;
  /** The image is chosen but not uploaded yet (icon `pending_upload`). */
  pending: boolean;
  onChoose: (file: File) => void;
  onRemove: () => void;
  testIdPrefix: string;
};

/** Card image upload with preview; refuses non-images and files over 5 MB before any upload (admin spec §5). */
export function SetCardImageField({
  previewUrl,
  pending,
  onChoose,
  onRemove,
  testIdPrefix,
}: SetCardImageFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    // Issue 39: the bytes too, so a text file named .png is refused here and no set is saved with it.
    const found = cardImageProblem(file) ?? (await cardImageBytesProblem(file));
    setProblem(found);
    if (!found) onChoose(file);
  };

  return (
    <Stack gap={6}>
      <Group gap="sm" align="center">
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          onChange={(event) => {
            void choose(event.currentTarget.files?.[0]);
            event.currentTarget.value = ''; // choosing the same file again still fires
          }}
          data-testid={`${testIdPrefix}-image-input`}
        />
        <Button
          variant="light"
          size="xs"
          onClick={() => input.current?.click()}
          data-testid={`${testIdPrefix}-image-choose`}
        >
          {previewUrl ? t('authoringSets.image.change') : t('authoringSets.image.choose')}
        </Button>
        {previewUrl && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            onClick={() => {
              setProblem(null);
              onRemove();
            }}
            data-testid={`${testIdPrefix}-image-remove`}
          >
            {t('authoringSets.image.remove')}
          </Button>
        )}
        <Text size="xs" c="dimmed">
          {t('authoringSets.image.hint')}
        </Text>
      </Group>
      {problem && (
        <Text size="sm" c="red" data-testid={`${testIdPrefix}-image-error`}>
          {t(problem)}
        </Text>
      )}
      {previewUrl && (
        <Stack gap={2}>
          <Image
            src={previewUrl}
            srcSet={imageSrcSetOf(previewUrl)}
            sizes={ImageSizes.thumb(220)}
            alt={t('authoringSets.image.previewAlt')}
            h={120}
            w={220}
            fit="cover"
            radius="md"
            data-testid={`${testIdPrefix}-image-preview`}
          />
          {pending && (
            <Text size="xs" c="dimmed">
              {t('authoringSets.image.pending')}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
