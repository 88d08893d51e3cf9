import { Group, NumberInput, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NumberField } from '../set-add-form';

export type Pricing = { isPaid: boolean; price: NumberField; trialQuestions: NumberField };

type SetPricingFieldsProps = {
  value: Pricing;
  onChange: (change: Partial<Pricing>) => void;
  /** Spec §9: 0.1 on the add screen, 0.01 in the edit form. */
  priceStep: number;
  errors?: Partial<Record<'price' | 'trialQuestions', string>>;
  testIdPrefix: string;
};

/** The paid toggle with price (min 0) and trial question count (min 0, whole numbers). */
export function SetPricingFields({
  value,
  onChange,
  priceStep,
  errors,
  testIdPrefix,
}: SetPricingFieldsProps) {
  const { t } = useTranslation();
  const decimals = priceStep < 0.1 ? 2 : 1;
  return (
    <Stack gap="xs">
      <Switch
        label={t('authoringSets.fields.paid')}
        checked={value.isPaid}
        onChange={(event) => onChange({ isPaid: event.currentTarget.checked })}
        data-testid={`${testIdPrefix}-paid`}
      />
      {value.isPaid && (
        <Group grow align="flex-end">
          <NumberInput
            label={t('authoringSets.fields.price')}
            min={0}
            step={priceStep}
            decimalScale={decimals}
            allowNegative={false}
            value={value.price}
            onChange={(price) => onChange({ price })}
            error={errors?.price ? t(errors.price) : undefined}
            data-testid={`${testIdPrefix}-price`}
          />
          <NumberInput
            label={t('authoringSets.fields.trialQuestions')}
            description={t('authoringSets.fields.trialQuestionsHint')}
            min={0}
            step={1}
            allowDecimal={false}
            allowNegative={false}
            value={value.trialQuestions}
            onChange={(trialQuestions) => onChange({ trialQuestions })}
            error={errors?.trialQuestions ? t(errors.trialQuestions) : undefined}
            data-testid={`${testIdPrefix}-trial`}
          />
        </Group>
      )}
    </Stack>
  );
}
