import { Alert, Modal } from '@mantine/core';
import { lazy, Suspense, useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode } from '../../../shared/api/api-error';
import { useAppDispatch } from '../../../shared/store/hooks';
import { toast } from '../../../shared/ui/toast';
import { recheckAccessSoon } from '../access-recheck';
import {
  useCheckAccessQuery,
  useCompletePurchaseMutation,
  useConfirmSimulatedPaymentMutation,
  useCreatePaymentIntentMutation,
  useGetPaymentsConfigQuery,
  useUpdateAccessMutation,
} from '../api';
import { paymentFailureText, textOf } from '../failure-message';
import { canClosePayment, initialPaymentPhase, type PaymentIntentInfo, paymentFlow } from '../payment-flow';
import { formatYen } from '../purchase-view';
import {
  Busy,
  PaymentConfirm,
  PaymentFailure,
  PaymentPending,
  PaymentSettled,
  PaymentSuccess,
} from './PaymentSteps';
import { SimulatedCardForm } from './SimulatedCardForm';
import type { StripeOutcome } from './StripeCardForm';

// Stripe Elements are fetched only on the stripe profile (they load js.stripe.com).
const StripeCardForm = lazy(() => import('./StripeCardForm'));

export type PurchasableSet = { id: string; title: string; price: number; validityPeriod?: number | null };

type PaymentModalProps = {
  opened: boolean;
  set: PurchasableSet;
  onClose: () => void;
  /** working: a payment is under way; open: asking again (refused); succeeded: it went through. */
  onStage?: (stage: 'open' | 'working' | 'succeeded') => void;
};

/** Learner spec §2/§4 payment modal: confirmation -> card form -> processing -> success or failure. */
export function PaymentModal({ opened, set, onClose, onStage }: PaymentModalProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [phase, send] = useReducer(paymentFlow, initialPaymentPhase);
  const config = useGetPaymentsConfigQuery(undefined, { skip: !opened });
  const [createIntent] = useCreatePaymentIntentMutation();
  const [confirmSimulated] = useConfirmSimulatedPaymentMutation();
  const [completePurchase] = useCompletePurchaseMutation();
  const [updateAccess] = useUpdateAccessMutation();
  const price = formatYen(set.price).slice(1);
  // Charged, access pending (issue 27): the access check follows until the grant arrives (purchase:success
  // invalidates it at once; the polling covers a missed notification).
  const pendingAccess = useCheckAccessQuery(
    { setId: set.id },
    { skip: phase.step !== 'pending', pollingInterval: 3000 },
  );

  // A closed modal starts again from the confirmation next time.
  useEffect(() => {
    if (!opened) send({ type: 'reset' });
  }, [opened]);

  const granted = (position: number, expiryDate: string | null) => {
    send({ type: 'succeeded', expiryDate });
    toast.success(t('commerce.payment.success'), { id: 'purchase-success' });
    recheckAccessSoon(dispatch, set.id, position);
    onStage?.('succeeded');
  };
  const pending = () => {
    send({ type: 'accessPending' });
    onStage?.('working');
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pending phase and the access answer are the trigger; granted is a per-render closure
  useEffect(() => {
    if (phase.step === 'pending' && pendingAccess.data?.hasAccess)
      granted(0, pendingAccess.data.expiryDate ?? null);
  }, [phase.step, pendingAccess.data]);
  const failed = (message: string) => {
    send({ type: 'failed', message });
    onStage?.('open');
  };
  const submitted = () => {
    send({ type: 'submitted' });
    onStage?.('working');
  };

  const proceed = async () => {
    send({ type: 'proceed' });
    try {
      const intent = await createIntent({ questionSetId: set.id, amount: set.price }).unwrap();
      send({ type: 'intentCreated', intent });
    } catch (error) {
      const code = errorCode(error);
      if (code === 'FREE_SET') send({ type: 'intentRefused', reason: 'free' });
      else if (code === 'ALREADY_PURCHASED') {
        // Already paid: no payment; the page catches up with the access the server knows.
        send({ type: 'intentRefused', reason: 'owned' });
        recheckAccessSoon(dispatch, set.id, 0);
        onStage?.('succeeded');
      } else send({ type: 'intentFailed', message: textOf(paymentFailureText(error), t) });
    }
  };

  /**
   * Learner spec §4 purchase flow after the card provider confirmed: complete-purchase, else the update-access
   * fall-back (the same verification on the server). No local record: the server is the authority.
   */
  const complete = async (intent: PaymentIntentInfo) => {
    const body = { questionSetId: set.id, paymentIntentId: intent.paymentIntentId };
    try {
      const purchase = await completePurchase(body).unwrap();
      if ('accessPending' in purchase) pending();
      else granted(purchase.position, purchase.expiryDate);
    } catch {
      try {
        const purchase = await updateAccess(body).unwrap();
        if ('accessPending' in purchase) pending();
        else granted(purchase.position, purchase.expiryDate);
      } catch (error) {
        failed(textOf(paymentFailureText(error), t));
      }
    }
  };

  const paySimulated = async (
    intent: PaymentIntentInfo,
    card: { cardNumber: string; expiry: string; cvc: string },
  ) => {
    submitted();
    try {
      const confirmation = await confirmSimulated({
        paymentIntentId: intent.paymentIntentId,
        ...card,
      }).unwrap();
      if (confirmation.accessPending) {
        pending();
        return;
      }
    } catch (error) {
      failed(textOf(paymentFailureText(error), t));
      return;
    }
    await complete(intent);
  };

  const payStripe = async (intent: PaymentIntentInfo, confirm: () => Promise<StripeOutcome>) => {
    submitted();
    let outcome: StripeOutcome;
    try {
      outcome = await confirm();
    } catch {
      failed(t('commerce.payment.errors.connection'));
      return;
    }
    if (!outcome.ok) {
      failed(
        'status' in outcome
          ? t('commerce.payment.errors.status', { status: outcome.status })
          : outcome.message || t('commerce.payment.errors.failed'),
      );
      return;
    }
    await complete(intent);
  };

  const close = () => {
    if (canClosePayment(phase)) onClose();
  };

  const body = () => {
    switch (phase.step) {
      case 'confirm':
        return <PaymentConfirm set={set} price={price} onCancel={close} onProceed={() => void proceed()} />;
      case 'preparing':
        return <Busy text={t('commerce.payment.preparing')} />;
      case 'card': {
        const intent = phase.intent;
        if (config.isLoading) return <Busy text={t('commerce.payment.preparing')} />;
        if (config.data?.provider === 'stripe') {
          if (!config.data.publishableKey)
            return <Alert color="red">{t('commerce.payment.errors.notReady')}</Alert>;
          return (
            <Suspense fallback={<Busy text={t('commerce.payment.stripeLoading')} />}>
              <StripeCardForm
                publishableKey={config.data.publishableKey}
                clientSecret={intent.clientSecret}
                amountLabel={price}
                onPay={(confirm) => void payStripe(intent, confirm)}
                onCancel={close}
              />
            </Suspense>
          );
        }
        return (
          <SimulatedCardForm
            amountLabel={price}
            onPay={(card) => void paySimulated(intent, card)}
            onCancel={close}
          />
        );
      }
      case 'processing':
        return <Busy text={t('commerce.payment.processing')} testId="payment-processing" />;
      case 'pending':
        return <PaymentPending title={set.title} onClose={onClose} />;
      case 'success':
        return <PaymentSuccess title={set.title} expiryDate={phase.expiryDate} onClose={onClose} />;
      case 'failure':
        return (
          <PaymentFailure message={phase.message} onClose={close} onRetry={() => send({ type: 'retry' })} />
        );
      case 'free':
      case 'owned':
        return <PaymentSettled step={phase.step} onClose={onClose} />;
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('commerce.payment.title')}
      centered
      closeOnClickOutside={canClosePayment(phase)}
      closeOnEscape={canClosePayment(phase)}
      withCloseButton={canClosePayment(phase)}
      data-testid="payment-modal"
    >
      <div data-testid="payment-modal-body" data-step={phase.step}>
        {body()}
      </div>
    </Modal>
  );
}
