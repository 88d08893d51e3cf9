import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CardErrors,
  type CardForm,
  cardDigits,
  detectCardBrand,
  formatCardNumber,
  formatExpiry,
  isCardFormValid,
  validateCardForm,
} from '../card';
import { CardBrandBadges } from './CardBrandBadges';

type SimulatedCardFormProps = {
  amountLabel: string;
  /** Sends the card to POST /payments/simulated/confirm (the numbers without blanks). */
  onPay: (card: { cardNumber: string; expiry: string; cvc: string }) => void;
  onCancel: () => void;
};

/** The simulated gateway's card form (embedded profile): number with spacing, MM/YY, CVC, holder. */
export function SimulatedCardForm({ amountLabel, onPay, onCancel }: SimulatedCardFormProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<CardForm>({ number: '', expiry: '', cvc: '', holder: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const set = (field: keyof CardForm, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const errorOf = (field: keyof CardForm) => {
    const key = errors[field];
    return key ? t(`commerce.card.errors.${key}`) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCardForm(form, new Date());
    setErrors(found);
    if (!isCardFormValid(found)) return;
    onPay({ cardNumber: cardDigits(form.number), expiry: form.expiry, cvc: form.cvc });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="card-form">
      <Stack gap="sm">
        <CardBrandBadges detected={detectCardBrand(form.number)} />
        <TextInput
          label={t('commerce.card.number')}
          placeholder="4242 4242 4242 4242"
          inputMode="numeric"
          autoComplete="cc-number"
          value={form.number}
          onChange={(event) => set('number', formatCardNumber(event.currentTarget.value))}
          error={errorOf('number')}
          data-testid="card-number"
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('commerce.card.expiry')}
            placeholder="MM/YY"
            inputMode="numeric"
            autoComplete="cc-exp"
            value={form.expiry}
            onChange={(event) => set('expiry', formatExpiry(event.currentTarget.value))}
            error={errorOf('expiry')}
            data-testid="card-expiry"
          />
          <TextInput
            label={t('commerce.card.cvc')}
            placeholder="123"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            value={form.cvc}
            onChange={(event) => set('cvc', event.currentTarget.value.replace(/\D/g, ''))}
            error={errorOf('cvc')}
            data-testid="card-cvc"
          />
        </Group>
        <TextInput
          label={t('commerce.card.holder')}
          placeholder={t('commerce.card.holderPlaceholder')}
          autoComplete="cc-name"
          value={form.holder}
          onChange={(event) => set('holder', event.currentTarget.value)}
          error={errorOf('holder')}
          data-testid="card-holder"
        />
        <Alert color="gray" variant="light" p="xs">
          <Text size="xs">{t('commerce.payment.testCards')}</Text>
        </Alert>
        <Text size="xs" c="dimmed">
          {t('commerce.payment.secure')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('commerce.payment.cancel')}
          </Button>
          <Button type="submit" color="grape" data-testid="card-pay">
            {t('commerce.payment.pay', { price: amountLabel })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
