import { Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SetCardImageField } from './SetCardImageField';
import { SetIconPicker } from './SetIconPicker';

export type Basics = { title: string; description: string; category: string; icon: string };

type SetBasicsFieldsProps = {
  value: Basics;
  onChange: (change: Partial<Basics>) => void;
  categories: readonly string[];
  icons: readonly string[];
  withDefaultIcon?: boolean;
  titleError?: string;
  image: {
    previewUrl: string | null;
    pending: boolean;
    onChoose: (file: File) => void;
    onRemove: () => void;
  };
  testIdPrefix: string;
};

/** Title (required), description, category and icon (emoji or card image) of a question set. */
export function SetBasicsFields({
  value,
  onChange,
  categories,
  icons,
  withDefaultIcon,
  titleError,
  image,
  testIdPrefix,
}: SetBasicsFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <TextInput
        label={t('authoringSets.fields.title')}
        placeholder={t('authoringSets.fields.titlePlaceholder')}
        withAsterisk
        value={value.title}
        onChange={(event) => onChange({ title: event.currentTarget.value })}
        error={titleError ? t(titleError) : undefined}
        data-testid={`${testIdPrefix}-title`}
      />
      <Textarea
        label={t('authoringSets.fields.description')}
        placeholder={t('authoringSets.fields.descriptionPlaceholder')}
        autosize
        minRows={2}
        maxRows={6}
        value={value.description}
        onChange={(event) => onChange({ description: event.currentTarget.value })}
        data-testid={`${testIdPrefix}-description`}
      />
      <Select
        label={t('authoringSets.fields.category')}
        placeholder={t('authoringSets.fields.categoryPlaceholder')}
        data={[...categories]}
        value={value.category || null}
        onChange={(category) => onChange({ category: category ?? '' })}
        clearable
        data-testid={`${testIdPrefix}-category`}
      />
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t('authoringSets.fields.icon')}
        </Text>
        <SetIconPicker
          icons={icons}
          value={value.icon}
          onChange={(icon) => onChange({ icon })}
          withDefault={withDefaultIcon}
          testIdPrefix={testIdPrefix}
        />
      </Stack>
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t('authoringSets.image.label')}
        </Text>
        <SetCardImageField
          previewUrl={image.previewUrl}
          pending={image.pending}
          onChoose={image.onChoose}
          onRemove={image.onRemove}
          testIdPrefix={testIdPrefix}
        />
      </Stack>
    </Stack>
  );
}
