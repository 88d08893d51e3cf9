import type { Dispatch } from '@reduxjs/toolkit';
import {
  type BaseQueryFn,
  createApi,
  type FetchArgs,
  type FetchBaseQueryError,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query/react';
import { currentLanguage } from '../i18n';
import { type EnvelopeError, unwrapEnvelope } from './envelope';

/** Spec §9: API timeout 15 s. */
const API_TIMEOUT_MS = 15_000;

export type ApiError = FetchBaseQueryError | EnvelopeError;

type UnauthorizedHandler = (dispatch: Dispatch) => void;
let onUnauthorized: UnauthorizedHandler = () => {};

/** What a 401 to a signed-in call does: the session's handler, set by app/store.ts (shared knows no session). */
export function whenUnauthorized(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

const accessTokenOf = (state: unknown) =>
  (state as { auth?: { accessToken?: string | null } }).auth?.accessToken;

/** Spec §7: every call carries the signed-in user's bearer token. */
const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  timeout: API_TIMEOUT_MS,
  prepareHeaders: (headers, { getState }) => {
    const token = accessTokenOf(getState());
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    // The server says its messages in the interface's language (then the learner's saved one, then ja).
    if (!headers.has('Accept-Language')) headers.set('Accept-Language', currentLanguage());
    return headers;
  },
});

/** Spec §8: a 401 to a signed-in call ends the session (cleared, auth-expired broadcast). */
const authenticatedBaseQuery: typeof rawBaseQuery = async (args, api, extra) => {
  const hadToken = Boolean(accessTokenOf(api.getState()));
  const result = await rawBaseQuery(args, api, extra);
  if (hadToken && result.meta?.response?.status === 401) onUnauthorized(api.dispatch);
  return result;
};

/** fetchBaseQuery plus the envelope: endpoints see `data` only, and `success: false` is an error. */
const envelopeBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extra) => {
  const result = await authenticatedBaseQuery(args, api, extra);
  const status = result.meta?.response?.status ?? 200;
  if (result.error) {
    const body = result.error.data;
    const unwrapped = unwrapEnvelope(body, status);
    if (unwrapped.ok) return { error: result.error, meta: result.meta };
    const retryAfter = Number(result.meta?.response?.headers.get('Retry-After'));
    return {
      error:
        Number.isFinite(retryAfter) && retryAfter > 0
          ? { ...unwrapped.error, retryAfterSeconds: retryAfter }
          : unwrapped.error,
      meta: result.meta,
    };
  }
  const unwrapped = unwrapEnvelope(result.data, status);
  return unwrapped.ok
    ? { data: unwrapped.data, meta: result.meta }
    : { error: unwrapped.error, meta: result.meta };
};

/**
 * The cache's tag types; the socket's `invalidate` notifications (docs/contracts.md) name the same ones, and the
 * realtime entity drops any other (a newer server may send tags this client has no cache for).
 */
export const TAG_TYPES = [
  'QuestionSet',
  'Category',
  'Featured',
  'HomeContent',
  'Progress',
  'WrongAnswer',
  'Access',
  'User',
  'Me',
  'Purchase',
  'RedeemCode',
  'MockExam',
  'StudyPlan',
  'QuestionReport',
  // The server never names it: the realtime entity invalidates a set's pass estimate, paced, after its progress.
  'Readiness',
] as const;

/** The one API slice; features add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: envelopeBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
