import { Alert, Group, NumberInput, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { freeInEffect, type NumberField } from '../set-add-form';

export type Pricing = { isPaid: boolean; price: NumberField; trialQuestions: NumberField };

type SetPricingFieldsProps = {
  value: Pricing;
  onChange: (change: Partial<Pricing>) => void;
  /** Spec §9: 0.1 on the add screen, 0.01 in the edit form. */
  priceStep: number;
  errors?: Partial<Record<'price' | 'trialQuestions', string>>;
  /** The set's questions (attached ones on the add screen), to warn when the trial covers them all. */
  questionCount: number;
  testIdPrefix: string;
};

/**
 * The paid toggle with price and trial question count (Bounds of @exam/domain/rules). The inputs never clamp
 * (clampBehavior none): an out-of-range value stays as typed and the form refuses it with the bound's message.
 */
export function SetPricingFields({
  value,
  onChange,
  priceStep,
  errors,
  questionCount,
  testIdPrefix,
}: SetPricingFieldsProps) {
  const { t } = useTranslation();
  const free = freeInEffect(value, questionCount);
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
            clampBehavior="none"
            step={priceStep}
            decimalScale={decimals}
            value={value.price}
            onChange={(price) => onChange({ price })}
            error={errors?.price ? t(errors.price) : undefined}
            data-testid={`${testIdPrefix}-price`}
          />
          <NumberInput
            label={t('authoringSets.fields.trialQuestions')}
            description={t('authoringSets.fields.trialQuestionsHint')}
            min={0}
            clampBehavior="none"
            step={1}
            value={value.trialQuestions}
            onChange={(trialQuestions) => onChange({ trialQuestions })}
            error={errors?.trialQuestions ? t(errors.trialQuestions) : undefined}
            data-testid={`${testIdPrefix}-trial`}
          />
        </Group>
      )}
      {free && (
        <Alert color="yellow" variant="light" data-testid={`${testIdPrefix}-free-in-effect`}>
          {t('authoringSets.validation.freeInEffect', free)}
        </Alert>
      )}
    </Stack>
  );
}
