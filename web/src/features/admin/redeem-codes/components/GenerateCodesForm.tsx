import { Button, Group, NumberInput, Select } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type GenerateRequest = {
  questionSetId: string;
  validityDays: number | string;
  quantity: number | string;
};

type GenerateCodesFormProps = {
  setOptions: { value: string; label: string }[];
  defaultValidityDays: number;
  maxValidityDays: number;
  generating: boolean;
  /** Validates and sends; the caller reports problems its own way (banner or toast). */
  onGenerate: (request: GenerateRequest) => void;
};

/** The generate form (set, validity days, quantity) of the tab and of the standalone page. */
export function GenerateCodesForm({
  setOptions,
  defaultValidityDays,
  maxValidityDays,
  generating,
  onGenerate,
}: GenerateCodesFormProps) {
  const { t } = useTranslation();
  const [questionSetId, setQuestionSetId] = useState<string | null>(null);
  const [validityDays, setValidityDays] = useState<number | string>(defaultValidityDays);
  const [quantity, setQuantity] = useState<number | string>(1);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onGenerate({ questionSetId: questionSetId ?? '', validityDays, quantity });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="redeem-generate-form">
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('redeemAdmin.set')}
          placeholder={t('redeemAdmin.setPlaceholder')}
          data={setOptions}
          value={questionSetId}
          onChange={setQuestionSetId}
          searchable
          w={320}
          data-testid="redeem-generate-set"
        />
        <NumberInput
          label={t('redeemAdmin.validityDays')}
          value={validityDays}
          onChange={setValidityDays}
          min={1}
          max={maxValidityDays}
          allowDecimal={false}
          w={140}
          data-testid="redeem-generate-validity"
        />
        <NumberInput
          label={t('redeemAdmin.quantity')}
          value={quantity}
          onChange={setQuantity}
          min={1}
          max={100}
          allowDecimal={false}
          w={120}
          data-testid="redeem-generate-quantity"
        />
        <Button type="submit" loading={generating} data-testid="redeem-generate-submit">
          {t('redeemAdmin.generate')}
        </Button>
      </Group>
    </form>
  );
}
