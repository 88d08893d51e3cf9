export { RedeemAnyCodeButton } from './components/RedeemAnyCodeButton';
export type { CommerceModalKind, CommerceSet } from './modal-store';
export { ANY_SET, commerceModals, isAnySet } from './modal-store';
export { useCommerceActions } from './use-commerce-actions';
export { usePendingIntent } from './use-pending-intent';
