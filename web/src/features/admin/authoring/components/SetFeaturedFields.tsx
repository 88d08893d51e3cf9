import { Autocomplete, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGetFeaturedCategoriesQuery } from '../../../../entities/home-content';

export type Featured = { isFeatured: boolean; featuredCategory: string };

type SetFeaturedFieldsProps = {
  value: Featured;
  onChange: (change: Partial<Featured>) => void;
  error?: string;
  testIdPrefix: string;
};

/**
 * The featured toggle and its category (admin spec §4: turning it on sets a category, turning it off clears it).
 * The administrator's featured categories are offered; another name may be typed.
 */
export function SetFeaturedFields({ value, onChange, error, testIdPrefix }: SetFeaturedFieldsProps) {
  const { t } = useTranslation();
  const { data: categories = [] } = useGetFeaturedCategoriesQuery(undefined, { skip: !value.isFeatured });
  return (
    <Stack gap="xs">
      <Switch
        label={t('authoringSets.fields.featured')}
        checked={value.isFeatured}
        onChange={(event) => {
          const isFeatured = event.currentTarget.checked;
          onChange(isFeatured ? { isFeatured } : { isFeatured, featuredCategory: '' });
        }}
        data-testid={`${testIdPrefix}-featured`}
      />
      {value.isFeatured && (
        <Autocomplete
          label={t('authoringSets.fields.featuredCategory')}
          placeholder={t('authoringSets.fields.featuredCategoryPlaceholder')}
          data={categories}
          value={value.featuredCategory}
          onChange={(featuredCategory) => onChange({ featuredCategory })}
          error={error ? t(error) : undefined}
          withAsterisk
          data-testid={`${testIdPrefix}-featured-category`}
        />
      )}
    </Stack>
  );
}
