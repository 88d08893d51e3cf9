import { imageSrcSetOf } from '@exam/domain/rules';
import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUploadBannerImageMutation } from '../content-api';
import { useContentFailure } from '../use-content-failure';

/** The preview spans the content form: the window on a phone, about half of it beside the admin menu. */
const PREVIEW_SIZES = '(max-width: 48em) 100vw, 50vw';

/** The banner image: uploaded like card images (sniffed, re-encoded, content-hash name), or removed. */
export function BannerField({ value, onChange }: { value: string; onChange: (url: string) => void }) {
  const { t } = useTranslation();
  const [upload, { isLoading }] = useUploadBannerImageMutation();
  const fail = useContentFailure();

  const choose = async (file: File | null) => {
    if (!file) return;
    try {
      const { imageUrl } = await upload(file).unwrap();
      onChange(imageUrl);
    } catch (error) {
      fail(error, 'content.operationFailed');
    }
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('content.fields.bannerImage')}
      </Text>
      {value ? (
        <Image
          src={value}
          srcSet={imageSrcSetOf(value)}
          sizes={PREVIEW_SIZES}
          alt={t('content.fields.bannerImage')}
          h={120}
          fit="cover"
          radius="sm"
          data-testid="banner-preview"
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('content.noBanner')}
        </Text>
      )}
      <Group gap="xs">
        <FileButton onChange={(file) => void choose(file)} accept="image/png,image/jpeg,image/webp,image/gif">
          {(props) => (
            <Button {...props} size="xs" variant="light" loading={isLoading} data-testid="banner-upload">
              {t('content.uploadBanner')}
            </Button>
          )}
        </FileButton>
        {value ? (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => onChange('')}
            data-testid="banner-remove"
          >
            {t('content.removeBanner')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
