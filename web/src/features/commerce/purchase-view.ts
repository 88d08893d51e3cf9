import { validityBar } from '../../entities/catalogue';

/** Learner spec §3 Purchase status values, as any server (ours: active / expired) may send them. */
export type PurchaseRowInput = { status?: string | null; remainingDays?: number | null };
export type PurchaseStatusDisplay = 'expired' | 'active' | 'pending' | 'cancelled';

/**
 * Learner spec §2 purchases tab: expired when the remaining days are 0 or less; active (valid) for active,
 * completed or success (or no status); pending = processing; cancelled.
 */
export const purchaseStatusDisplay = (row: PurchaseRowInput): PurchaseStatusDisplay => {
  const status = (row.status ?? '').toLowerCase();
  if (status === 'cancelled' || status === 'canceled') return 'cancelled';
  if (status === 'pending') return 'pending';
  if (status === 'expired') return 'expired';
  if (typeof row.remainingDays === 'number' && row.remainingDays <= 0) return 'expired';
  return 'active';
};

export const STATUS_COLOR: Record<PurchaseStatusDisplay, string> = {
  active: 'teal',
  expired: 'red',
  pending: 'yellow',
  cancelled: 'gray',
};

/** The validity colour of a row: the same rule as the validity bar (blue, orange under 7 days, red expired). */
export const validityColor = (remainingDays: number | null | undefined): 'blue' | 'orange' | 'red' =>
  validityBar(remainingDays === undefined ? null : remainingDays).color;

const yen = new Intl.NumberFormat('ja-JP');
/** "¥1,980" (learner spec §9: prices in yen, tax included). */
export const formatYen = (amount: number | null | undefined): string =>
  `¥${yen.format(Math.round(Number(amount) || 0))}`;

/** i18n key under commerce.purchases.methods; unknown methods show as they are. */
export const PAYMENT_METHODS = ['card', 'direct', 'redeem', 'wechat', 'alipay', 'system'] as const;
export const paymentMethodKey = (method: string | null | undefined): string | null =>
  PAYMENT_METHODS.includes(method as (typeof PAYMENT_METHODS)[number]) ? (method as string) : null;
