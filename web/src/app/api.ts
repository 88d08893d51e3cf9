import {
  type BaseQueryFn,
  createApi,
  type FetchArgs,
  type FetchBaseQueryError,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query/react';
import { type EnvelopeError, unwrapEnvelope } from './envelope';

/** Spec §9: API timeout 15 s. */
const API_TIMEOUT_MS = 15_000;

export type ApiError = FetchBaseQueryError | EnvelopeError;

const rawBaseQuery = fetchBaseQuery({ baseUrl: '/api', timeout: API_TIMEOUT_MS });

/** fetchBaseQuery plus the envelope: endpoints see `data` only, and `success: false` is an error. */
const envelopeBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extra) => {
  const result = await rawBaseQuery(args, api, extra);
  const status = result.meta?.response?.status ?? 200;
  if (result.error) {
    const body = result.error.data;
    const unwrapped = unwrapEnvelope(body, status);
    return unwrapped.ok
      ? { error: result.error, meta: result.meta }
      : { error: unwrapped.error, meta: result.meta };
  }
  const unwrapped = unwrapEnvelope(result.data, status);
  return unwrapped.ok
    ? { data: unwrapped.data, meta: result.meta }
    : { error: unwrapped.error, meta: result.meta };
};

/** The one API slice; features add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: envelopeBaseQuery,
  tagTypes: ['QuestionSet', 'Category', 'Featured', 'HomeContent'],
  endpoints: () => ({}),
});
