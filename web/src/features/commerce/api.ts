import { api } from '../../shared/api/api';
import type {
  AccessCheck,
  AccessPending,
  CompletedPurchase,
  CreatedIntent,
  PaymentsConfig,
  PurchaseRow,
  RedeemResult,
  Redemption,
  SimulatedConfirmation,
  WithPosition,
} from './types';

const LIST = 'LIST' as const;
const path = (id: string) => encodeURIComponent(id);

/** The position a command wrote (header X-Event-Position), for read-your-writes. */
export const positionOf = (meta: { response?: Response } | undefined): number => {
  const position = Number(meta?.response?.headers.get('X-Event-Position'));
  return Number.isFinite(position) && position > 0 ? position : 0;
};

const withPosition = <T extends object>(
  data: T,
  meta: { response?: Response } | undefined,
): WithPosition<T> => ({
  ...data,
  position: positionOf(meta),
});

/** Learner spec §7 payments, purchases and redeem codes (docs/contracts.md "Commerce"). */
export const commerceApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /config `payments`: which card form to show (a server without it is the simulated gateway). */
    getPaymentsConfig: build.query<PaymentsConfig, void>({
      query: () => '/config',
      transformResponse: (config: { payments?: Partial<PaymentsConfig> }) => ({
        provider: config.payments?.provider === 'stripe' ? 'stripe' : 'simulated',
        publishableKey: config.payments?.publishableKey,
        debugPurchases: config.payments?.debugPurchases === true,
      }),
      keepUnusedDataFor: 3600,
    }),
    createPaymentIntent: build.mutation<CreatedIntent, { questionSetId: string; amount?: number }>({
      // JPY is zero-decimal: the amount is yen (the server computes the charge and only checks this).
      query: (body) => ({
        url: '/payments/create-intent',
        method: 'POST',
        body: { ...body, currency: 'jpy' },
      }),
    }),
    confirmSimulatedPayment: build.mutation<
      WithPosition<SimulatedConfirmation>,
      { paymentIntentId: string; cardNumber: string; expiry: string; cvc: string }
    >({
      query: (body) => ({ url: '/payments/simulated/confirm', method: 'POST', body }),
      transformResponse: withPosition<SimulatedConfirmation>,
    }),
    /** 202 answers AccessPending: charged, the server is still granting access (purchase:success follows). */
    completePurchase: build.mutation<
      WithPosition<CompletedPurchase | AccessPending>,
      { questionSetId: string; paymentIntentId: string; amount?: number }
    >({
      query: (body) => ({ url: '/payments/complete-purchase', method: 'POST', body }),
      transformResponse: withPosition<CompletedPurchase | AccessPending>,
    }),
    /** The spec's fall-back when complete-purchase fails: the same verification on the server. */
    updateAccess: build.mutation<
      WithPosition<CompletedPurchase | AccessPending>,
      { questionSetId: string; paymentIntentId: string }
    >({
      query: (body) => ({ url: '/purchases/update-access', method: 'POST', body }),
      transformResponse: withPosition<CompletedPurchase | AccessPending>,
    }),
    getPurchases: build.query<PurchaseRow[], void>({
      query: () => '/purchases',
      // The spec's server answered the list under `purchases` or `data`; ours is `data`.
      transformResponse: (body: PurchaseRow[] | { purchases?: PurchaseRow[] }) =>
        Array.isArray(body) ? body : (body.purchases ?? []),
      providesTags: [{ type: 'Purchase', id: LIST }],
    }),
    /** GET /purchases/check/{id}; `minPosition` waits until the projections passed our own write. */
    checkAccess: build.query<AccessCheck, { setId: string; minPosition?: number }>({
      query: ({ setId, minPosition }) => ({
        url: `/purchases/check/${path(setId)}`,
        headers: minPosition ? { 'X-Min-Position': String(minPosition) } : undefined,
      }),
      providesTags: (_result, _error, { setId }) => [{ type: 'Access', id: setId }],
    }),
    redeemCode: build.mutation<WithPosition<RedeemResult>, { code: string; questionSetId?: string }>({
      query: (body) => ({ url: '/redeem-codes/redeem', method: 'POST', body }),
      transformResponse: withPosition<RedeemResult>,
    }),
    getUserRedemptions: build.query<Redemption[], void>({
      query: () => '/redeem-codes/user',
      providesTags: [{ type: 'RedeemCode', id: LIST }],
    }),
  }),
});

export const {
  useGetPaymentsConfigQuery,
  useCreatePaymentIntentMutation,
  useConfirmSimulatedPaymentMutation,
  useCompletePurchaseMutation,
  useUpdateAccessMutation,
  useGetPurchasesQuery,
  useCheckAccessQuery,
  useRedeemCodeMutation,
  useGetUserRedemptionsQuery,
} = commerceApi;
