import type { AnswerBatchOutcome, OfflineBundle, RecordAnswerBodyInput } from '@exam/domain/schemas';
import { type ApiError, api } from '../../shared/api/api';
import type { BatchReply, OutboxAnswer } from './outbox-sync';

const path = (id: string) => encodeURIComponent(id);

export type AnswerBatchRequest = {
  setId: string;
  answers: Array<RecordAnswerBodyInput & { clientId: string; answeredAt: string }>;
};

/** The offline calls (issue 26): the set's bundle, and the outbox's answers in one request per batch. */
export const offlineApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOfflineBundle: build.query<OfflineBundle, string>({
      query: (setId) => `/practice/${path(setId)}/offline-bundle`,
    }),
    submitAnswerBatch: build.mutation<AnswerBatchOutcome, AnswerBatchRequest>({
      query: ({ setId, answers }) => ({
        url: `/practice/${path(setId)}/answers/batch`,
        method: 'POST',
        body: { answers },
      }),
      invalidatesTags: (_result, _error, { setId }) => [
        { type: 'Progress', id: setId },
        { type: 'Progress', id: 'LIST' },
        { type: 'WrongAnswer', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetOfflineBundleQuery, useLazyGetOfflineBundleQuery, useSubmitAnswerBatchMutation } =
  offlineApi;

/** The outbox's answers as the batch route takes them (the set goes in the path). */
export const batchBodyOf = (answers: readonly OutboxAnswer[]): AnswerBatchRequest['answers'] =>
  answers.map(({ questionSetId: _set, ...answer }) => answer);

/**
 * A batch call's outcome for the sync: the server's judgements; its refusal (4xx: the set was deleted, the
 * access ended, an answer is stale) with its message and code; or no answer the sync can act on (offline,
 * timeout, 5xx, 429, or 401: the session ended, the answers wait for the learner's next sign-in).
 */
export const batchReplyOf = (
  result:
    | { data: AnswerBatchOutcome }
    | { error: ApiError | { status?: unknown; message?: unknown; answerIndex?: unknown } },
): BatchReply => {
  if ('data' in result) return { kind: 'recorded', judgements: result.data.answers };
  const { error } = result;
  const status = typeof error.status === 'number' ? error.status : null;
  if (status === null || status >= 500 || status === 401 || status === 408 || status === 429)
    return { kind: 'unreachable' };
  const message = 'message' in error && typeof error.message === 'string' ? error.message : `HTTP ${status}`;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  const answerIndex =
    'answerIndex' in error && typeof error.answerIndex === 'number' ? error.answerIndex : undefined;
  return {
    kind: 'refused',
    status,
    message,
    ...(code ? { code } : {}),
    ...(answerIndex === undefined ? {} : { answerIndex }),
  };
};
