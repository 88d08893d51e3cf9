import { api } from '../../../shared/api/api';
import { createPositionTracker } from '../../../shared/api/read-your-writes';
import type {
  BatchFixResult,
  GeneratedCode,
  RedeemCheckReport,
  RedeemCodePage,
  RedeemCodeQuery,
} from './types';

const LIST = { type: 'RedeemCode' as const, id: 'LIST' };
const path = (id: string) => encodeURIComponent(id);

const positions = createPositionTracker();

export const redeemCodesAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    listRedeemCodes: build.query<RedeemCodePage, RedeemCodeQuery>({
      query: ({ status, questionSetId, page, pageSize }) => ({
        url: '/redeem-codes',
        params: {
          ...(status !== 'all' ? { status } : {}),
          ...(questionSetId !== 'all' && questionSetId !== '' ? { questionSetId } : {}),
          page,
          pageSize,
        },
        headers: positions.headers(),
      }),
      providesTags: [LIST],
    }),
    checkRedeemCodes: build.query<RedeemCheckReport, void>({
      query: () => ({ url: '/redeem-codes/debug', headers: positions.headers() }),
      providesTags: [LIST],
    }),
    generateRedeemCodes: build.mutation<
      GeneratedCode[],
      { questionSetId: string; validityDays: number; quantity: number }
    >({
      query: (body) => ({ url: '/redeem-codes/generate', method: 'POST', body }),
      // The spec's server answered an array or a list field.
      transformResponse: (body: GeneratedCode[] | { list?: GeneratedCode[] }, meta) => {
        positions.remember(meta);
        return Array.isArray(body) ? body : (body.list ?? []);
      },
      invalidatesTags: [LIST],
    }),
    fixRedeemCodeSet: build.mutation<unknown, { id: string; questionSetId: string }>({
      query: ({ id, questionSetId }) => ({
        url: `/redeem-codes/${path(id)}/fix-question-set`,
        method: 'PUT',
        body: { questionSetId },
      }),
      transformResponse: (body: unknown, meta) => positions.keep(body, meta),
      invalidatesTags: [LIST],
    }),
    batchFixRedeemCodes: build.mutation<BatchFixResult, Record<string, string>>({
      query: (codeToQuestionSetMap) => ({
        url: '/redeem-codes/batch-fix',
        method: 'POST',
        body: { codeToQuestionSetMap },
      }),
      transformResponse: (body: BatchFixResult, meta) => positions.keep(body, meta),
      invalidatesTags: [LIST],
    }),
    deleteRedeemCode: build.mutation<unknown, string>({
      query: (id) => ({ url: `/redeem-codes/${path(id)}`, method: 'DELETE' }),
      transformResponse: (body: unknown, meta) => positions.keep(body, meta),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useListRedeemCodesQuery,
  useLazyListRedeemCodesQuery,
  useLazyCheckRedeemCodesQuery,
  useGenerateRedeemCodesMutation,
  useFixRedeemCodeSetMutation,
  useBatchFixRedeemCodesMutation,
  useDeleteRedeemCodeMutation,
} = redeemCodesAdminApi;
