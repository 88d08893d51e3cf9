import { Bounds } from '@exam/domain/rules';
import { Alert, Group, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WholeNumberInput } from '../../../../shared/ui/WholeNumberInput';
import { freeInEffect, type NumberField } from '../set-add-form';

export type Pricing = { isPaid: boolean; price: NumberField; trialQuestions: NumberField };

type SetPricingFieldsProps = {
  value: Pricing;
  onChange: (change: Partial<Pricing>) => void;
  /** The set's questions (attached ones on the add screen), to warn when the trial covers them all. */
  questionCount: number;
  testIdPrefix: string;
};

/**
 * The paid toggle with price (whole yen) and trial question count (Bounds of @exam/domain/rules). The inputs read
 * Japanese input (1,980 / １９８０) and never clamp: anything else stays as typed, its message under the field
 * (the same check setFieldErrors makes, so the form refuses to save it).
 */
export function SetPricingFields({ value, onChange, questionCount, testIdPrefix }: SetPricingFieldsProps) {
  const { t } = useTranslation();
  const free = freeInEffect(value, questionCount);
  return (
    <Stack gap="xs">
      <Switch
        label={t('authoringSets.fields.paid')}
        checked={value.isPaid}
        onChange={(event) => onChange({ isPaid: event.currentTarget.checked })}
        data-testid={`${testIdPrefix}-paid`}
      />
      {value.isPaid && (
        <Group grow align="flex-start" wrap="wrap">
          <WholeNumberInput
            label={t('authoringSets.fields.price')}
            rule={{ min: Bounds.price.min, max: Bounds.price.max, required: false }}
            rangeMessage={t('authoringSets.validation.priceInvalid')}
            miw={140}
            value={value.price}
            onChange={(price) => onChange({ price })}
            data-testid={`${testIdPrefix}-price`}
          />
          <WholeNumberInput
            label={t('authoringSets.fields.trialQuestions')}
            description={t('authoringSets.fields.trialQuestionsHint')}
            rule={{ min: Bounds.trialQuestions.min, max: Bounds.trialQuestions.max, required: false }}
            rangeMessage={t('authoringSets.validation.trialQuestionsInvalid')}
            miw={140}
            value={value.trialQuestions}
            onChange={(trialQuestions) => onChange({ trialQuestions })}
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
