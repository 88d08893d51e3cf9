import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { type CommerceModalKind, type CommerceSet, commerceModals } from '../../../entities/access';
import { toast } from '../../../shared/ui/toast';

// Payments load when a learner first opens one (issue 16: not in the home page's first load).
const PaymentModal = lazy(() =>
  import('./PaymentModal').then((module) => ({ default: module.PaymentModal })),
);
const RedeemModal = lazy(() => import('./RedeemModal').then((module) => ({ default: module.RedeemModal })));

/**
 * The page's payment and redeem modals (mounted once in the layout). The last set stays rendered while the
 * modal animates closed.
 */
export function CommerceModalHost() {
  const { t } = useTranslation();
  const state = useSyncExternalStore(commerceModals.subscribe, commerceModals.getState);
  const [shown, setShown] = useState<{ kind: CommerceModalKind; set: CommerceSet } | null>(null);
  useEffect(() => {
    if (state) setShown({ kind: state.kind, set: state.set });
  }, [state]);

  // Leaving the page with a modal open must not leave buy and redeem blocked.
  useEffect(() => () => commerceModals.close(), []);

  if (!shown) return null;
  const close = () => commerceModals.close();
  return (
    <Suspense fallback={null}>
      {shown.kind === 'payment' ? (
        <PaymentModal
          opened={state?.kind === 'payment'}
          set={shown.set}
          onClose={close}
          onStage={(stage) => commerceModals.mark(stage)}
        />
      ) : (
        <RedeemModal
          opened={state?.kind === 'redeem'}
          set={shown.set}
          onClose={close}
          onStage={(stage) => commerceModals.mark(stage)}
          onSuccess={(title) => {
            close();
            // Issue 22: a redeem is confirmed once the modal has gone, as a purchase is.
            toast.success(t('commerce.redeem.unlocked', { title }), {
              id: 'redeem-unlocked',
              autoClose: 8_000,
            });
          }}
        />
      )}
    </Suspense>
  );
}
