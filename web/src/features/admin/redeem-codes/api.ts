import { api } from '../../../app/api';
import type {
  BatchFixResult,
  GeneratedCode,
  RedeemCheckReport,
  RedeemCodePage,
  RedeemCodeQuery,
} from './types';

const LIST = { type: 'RedeemCode' as const, id: 'LIST' };
const path = (id: string) => encodeURIComponent(id);

/**
 * Read-your-writes (DESIGN.md): after our own change, the next list waits until the projections passed the
 * position the command wrote.
 */
let minPosition = 0;
type Meta = { response?: Response } | undefined;
const remember = (meta: Meta) => {
  const position = Number(meta?.response?.headers.get('X-Event-Position'));
  if (Number.isFinite(position) && position > minPosition) minPosition = position;
};
const consistentHeaders = () => (minPosition > 0 ? { 'X-Min-Position': String(minPosition) } : undefined);

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
        headers: consistentHeaders(),
      }),
      providesTags: [LIST],
    }),
    checkRedeemCodes: build.query<RedeemCheckReport, void>({
      query: () => ({ url: '/redeem-codes/debug', headers: consistentHeaders() }),
      providesTags: [LIST],
    }),
    generateRedeemCodes: build.mutation<
      GeneratedCode[],
      { questionSetId: string; validityDays: number; quantity: number }
    >({
      query: (body) => ({ url: '/redeem-codes/generate', method: 'POST', body }),
      // The spec's server answered an array or a list field.
      transformResponse: (body: GeneratedCode[] | { list?: GeneratedCode[] }, meta) => {
        remember(meta);
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
      transformResponse: (body: unknown, meta) => {
        remember(meta);
        return body;
      },
      invalidatesTags: [LIST],
    }),
    batchFixRedeemCodes: build.mutation<BatchFixResult, Record<string, string>>({
      query: (codeToQuestionSetMap) => ({
        url: '/redeem-codes/batch-fix',
        method: 'POST',
        body: { codeToQuestionSetMap },
      }),
      transformResponse: (body: BatchFixResult, meta) => {
        remember(meta);
        return body;
      },
      invalidatesTags: [LIST],
    }),
    deleteRedeemCode: build.mutation<unknown, string>({
      query: (id) => ({ url: `/redeem-codes/${path(id)}`, method: 'DELETE' }),
      transformResponse: (body: unknown, meta) => {
        remember(meta);
        return body;
      },
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useListRedeemCodesQuery,
  useLazyCheckRedeemCodesQuery,
  useGenerateRedeemCodesMutation,
  useFixRedeemCodeSetMutation,
  useBatchFixRedeemCodesMutation,
  useDeleteRedeemCodeMutation,
} = redeemCodesAdminApi;
