import { Bounds } from '@exam/domain/rules';
import { Button, Group, Select } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WholeNumberInput } from '../../../../shared/ui/WholeNumberInput';
import type { GenerationField, GenerationInput, GenerationProblem } from '../generation-rules';

export type GenerateRequest = GenerationInput;

type GenerateCodesFormProps = {
  setOptions: { value: string; label: string }[];
  defaultValidityDays: number;
  /** The screen's longest validity (365 on the tab, 3,650 on the standalone page). */
  maxValidityDays: number;
  generating: boolean;
  /** The screen's checks (admin spec §5): the first problem, or null. */
  check: (request: GenerateRequest) => GenerationProblem | null;
  /** A refused request: the caller also reports it its own way (banner or toast). */
  onRefused: (problem: GenerationProblem) => void;
  /** Called only with a request that passed `check`. */
  onGenerate: (request: GenerateRequest) => void;
};

/**
 * The generate form (set, validity days, quantity) of the tab and of the standalone page. The number inputs
 * read Japanese input (１００ / 1,000) and never clamp: 0 or 101 stays as typed and is refused with the spec's
 * message beside the field, so the admin sees what will not be generated instead of a silently corrected amount.
 */
export function GenerateCodesForm({
  setOptions,
  defaultValidityDays,
  maxValidityDays,
  generating,
  check,
  onRefused,
  onGenerate,
}: GenerateCodesFormProps) {
  const { t } = useTranslation();
  const [questionSetId, setQuestionSetId] = useState<string | null>(null);
  const [validityDays, setValidityDays] = useState<number | string>(defaultValidityDays);
  const [quantity, setQuantity] = useState<number | string>(1);
  // Once a request was refused, the fields are re-checked as they change, so the message goes when fixed.
  const [attempted, setAttempted] = useState(false);
  const request: GenerateRequest = { questionSetId: questionSetId ?? '', validityDays, quantity };
  const problem = attempted ? check(request) : null;
  const errorOf = (field: GenerationField) => (problem?.field === field ? t(problem.key) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = check(request);
    setAttempted(true);
    if (refused) {
      onRefused(refused);
      return;
    }
    setAttempted(false);
    onGenerate(request);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="redeem-generate-form">
      <Group align="flex-start" wrap="wrap">
        <Select
          label={t('redeemAdmin.set')}
          placeholder={t('redeemAdmin.setPlaceholder')}
          data={setOptions}
          value={questionSetId}
          onChange={setQuestionSetId}
          searchable
          w={{ base: '100%', sm: 320 }}
          error={errorOf('questionSetId')}
          data-testid="redeem-generate-set"
        />
        <WholeNumberInput
          label={t('redeemAdmin.validityDays')}
          rule={{ min: Bounds.redeemValidityDays.min, max: maxValidityDays, required: true }}
          value={validityDays}
          onChange={setValidityDays}
          w={{ base: '100%', xs: 160 }}
          error={errorOf('validityDays')}
          data-testid="redeem-generate-validity"
        />
        <WholeNumberInput
          label={t('redeemAdmin.quantity')}
          rule={{ min: Bounds.redeemQuantity.min, max: Bounds.redeemQuantity.max, required: true }}
          rangeMessage={Bounds.redeemQuantity.message}
          value={quantity}
          onChange={setQuantity}
          w={{ base: '100%', xs: 160 }}
          error={errorOf('quantity')}
          data-testid="redeem-generate-quantity"
        />
        <Button
          type="submit"
          loading={generating}
          mt={{ base: 0, xs: 25 }}
          mih={44}
          w={{ base: '100%', xs: 'auto' }}
          data-testid="redeem-generate-submit"
        >
          {t('redeemAdmin.generate')}
        </Button>
      </Group>
    </form>
  );
}
