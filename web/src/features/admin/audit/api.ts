import type {
  CompletedPurchase,
  PendingCompletions,
  PurchaseAudit,
  PurchaseSearchResult,
  RedeemCodeAudit,
  SalesReport,
  SetStatistics,
  UserHistory,
} from '@exam/domain/schemas';
import { api } from '../../../shared/api/api';

/** The purchases search's filters; empty ones are left out of the query. */
export type PurchaseSearch = {
  user: string;
  questionSetId: string;
  source: '' | 'purchase' | 'redeem';
  status: '' | 'active' | 'expired';
  from: string;
  to: string;
  page: number;
  pageSize: number;
};

const path = (id: string) => encodeURIComponent(id);
const filled = (query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));

/** Issue 15: what happened to a code, a payment, a learner; the purchases search; statistics and sales. */
export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRedeemCodeAudit: build.query<RedeemCodeAudit, string>({
      query: (code) => `/admin/audit/redeem-codes/${path(code)}`,
      providesTags: [{ type: 'RedeemCode', id: 'LIST' }],
    }),
    getPurchaseAudit: build.query<PurchaseAudit, string>({
      query: (id) => `/admin/audit/purchases/${path(id)}`,
      providesTags: [{ type: 'Purchase', id: 'AUDIT' }],
    }),
    getUserHistory: build.query<UserHistory, string>({
      query: (id) => `/admin/users/${path(id)}/history`,
      providesTags: (_result, _error, id) => [
        { type: 'User', id },
        { type: 'Purchase', id: 'AUDIT' },
      ],
    }),
    searchPurchases: build.query<PurchaseSearchResult, PurchaseSearch>({
      query: (search) => ({ url: '/admin/purchases', params: filled(search) }),
      providesTags: [{ type: 'Purchase', id: 'AUDIT' }],
    }),
    /** Issue 27: charged, access pending (a retry job is granting it). */
    getPendingCompletions: build.query<PendingCompletions, void>({
      query: () => '/admin/purchases/pending',
      providesTags: [{ type: 'Purchase', id: 'AUDIT' }],
    }),
    /** Completes it now (200) or schedules another retry (202: accessPending). */
    retryCompletion: build.mutation<
      CompletedPurchase | { paymentIntentId: string; accessPending: true },
      string
    >({
      query: (paymentIntentId) => ({
        url: `/admin/purchases/${path(paymentIntentId)}/complete`,
        method: 'POST',
      }),
      invalidatesTags: [{ type: 'Purchase', id: 'AUDIT' }],
    }),
    getSetStatistics: build.query<SetStatistics, string>({
      query: (id) => `/admin/statistics/question-sets/${path(id)}`,
    }),
    getSalesReport: build.query<SalesReport, { from: string; to: string }>({
      query: (range) => ({ url: '/admin/statistics/sales', params: filled(range) }),
      providesTags: [{ type: 'Purchase', id: 'AUDIT' }],
    }),
  }),
});

export const {
  useGetRedeemCodeAuditQuery,
  useGetPurchaseAuditQuery,
  useGetUserHistoryQuery,
  useSearchPurchasesQuery,
  useGetPendingCompletionsQuery,
  useRetryCompletionMutation,
  useGetSetStatisticsQuery,
  useGetSalesReportQuery,
} = auditApi;
