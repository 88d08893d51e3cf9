import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../shared/i18n';
import { CardBrandBadges } from './CardBrandBadges';

/** What a Stripe confirmation ended in: succeeded, or the card provider's message / the intent's status. */
export type StripeOutcome = { ok: true } | { ok: false; message: string } | { ok: false; status: string };

type StripeCardFormProps = {
  clientSecret: string;
  amountLabel: string;
  onPay: (confirm: () => Promise<StripeOutcome>) => void;
  onCancel: () => void;
};

let stripePromise: Promise<Stripe | null> | null = null;
/**
 * Stripe.js is loaded only on the stripe profile, and only when its card form is shown (the `pure` entry does not
 * inject js.stripe.com on import).
 */
const loadStripeOnce = (publishableKey: string) => {
  stripePromise ??= import('@stripe/stripe-js/pure').then(({ loadStripe }) => loadStripe(publishableKey));
  return stripePromise;
};

function StripeCardFields({ clientSecret, amountLabel, onPay, onCancel }: StripeCardFormProps) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [holder, setHolder] = useState('');
  const ready = Boolean(stripe && elements);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    const card = elements.getElement(CardElement);
    if (!card) return;
    onPay(async () => {
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: holder.trim() ? { name: holder.trim() } : {} },
      });
      if (result.error) return { ok: false, message: result.error.message ?? '' };
      if (result.paymentIntent?.status !== 'succeeded')
        return { ok: false, status: result.paymentIntent?.status ?? 'unknown' };
      return { ok: true };
    });
  };

  return (
    <form onSubmit={submit} data-testid="stripe-card-form">
      <Stack gap="sm">
        <CardBrandBadges />
        <Text size="sm" fw={500}>
          {t('commerce.card.number')}
        </Text>
        <div style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4, padding: 10 }}>
          <CardElement options={{ hidePostalCode: true }} />
        </div>
        <TextInput
          label={t('commerce.card.holder')}
          placeholder={t('commerce.card.holderPlaceholder')}
          value={holder}
          onChange={(event) => setHolder(event.currentTarget.value)}
        />
        <Text size="xs" c="dimmed">
          {t('commerce.payment.secure')}
        </Text>
        {!ready && <Text size="sm">{t('commerce.payment.stripeLoading')}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('commerce.payment.cancel')}
          </Button>
          <Button type="submit" color="grape" disabled={!ready}>
            {t('commerce.payment.pay', { price: amountLabel })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The stripe profile's card form: Stripe Elements, confirmCardPayment with the intent's client secret. */
export default function StripeCardForm(props: StripeCardFormProps & { publishableKey: string }) {
  const { publishableKey, ...form } = props;
  return (
    <Elements stripe={loadStripeOnce(publishableKey)} options={{ locale: currentLanguage() }}>
      <StripeCardFields {...form} />
    </Elements>
  );
}
