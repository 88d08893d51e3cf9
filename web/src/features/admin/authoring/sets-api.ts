import type { CreateQuestionSetBodyInput, UpdateQuestionSetBodyInput } from '@exam/domain/schemas';
import { api } from '../../../shared/api/api';

/** Spec §9: the connectivity probe of the add-set screen times out after 5 s. */
const PROBE_TIMEOUT_MS = 5_000;

export type CreatedSet = {
  id: string;
  questionSetId: string;
  questionIds: string[];
  /** The global position the creation was written at (X-Event-Position), for read-your-writes. */
  position: number | null;
};
export type RecountedSet = { questionSetId: string; questionCount: number };
export type UploadedImage = { imageUrl: string };

const setTags = (id: string) =>
  [
    { type: 'QuestionSet' as const, id },
    { type: 'QuestionSet' as const, id: 'LIST' },
    { type: 'Featured' as const, id: 'LIST' },
    { type: 'Category' as const, id: 'LIST' },
  ] as const;

type Meta = { response?: Response } | undefined;
const positionOf = (meta: Meta): number | null => {
  const position = Number(meta?.response?.headers.get('X-Event-Position'));
  return Number.isFinite(position) && position > 0 ? position : null;
};

const path = (id: string) => `/question-sets/${encodeURIComponent(id)}`;

/**
 * The set-authoring calls of admin spec §7. Each mutation invalidates the tags the catalogue queries provide
 * (web/src/entities/catalogue/api.ts); the projections' socket `invalidate` refreshes them again once the read
 * model has the change, so every open list (admin tabs, learners' home pages) follows without reload.
 */
export const setsAuthoringApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /question-sets?limit=1 within 5 s: the add screen's server connection status. */
    probeServer: build.query<true, void>({
      query: () => ({ url: '/question-sets', params: { limit: 1 }, timeout: PROBE_TIMEOUT_MS }),
      transformResponse: () => true as const,
      keepUnusedDataFor: 0,
    }),
    createQuestionSet: build.mutation<CreatedSet, CreateQuestionSetBodyInput>({
      query: (body) => ({ url: '/question-sets', method: 'POST', body }),
      transformResponse: (created: Omit<CreatedSet, 'position'>, meta) => ({
        ...created,
        position: positionOf(meta),
      }),
      invalidatesTags: [
        { type: 'QuestionSet', id: 'LIST' },
        { type: 'Featured', id: 'LIST' },
        { type: 'Category', id: 'LIST' },
      ],
    }),
    updateQuestionSet: build.mutation<unknown, { id: string; body: UpdateQuestionSetBodyInput }>({
      query: ({ id, body }) => ({ url: path(id), method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [...setTags(id)],
    }),
    deleteQuestionSet: build.mutation<unknown, string>({
      query: (id) => ({ url: path(id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [...setTags(id)],
    }),
    /** PUT /question-sets/{id}/count: recount the set's questions. */
    refreshQuestionCount: build.mutation<RecountedSet, string>({
      query: (id) => ({ url: `${path(id)}/count`, method: 'PUT' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'QuestionSet', id }],
    }),
    /** PUT /question-sets/{id}/option-order: every question of the set in the written order, or each learner's. */
    changeSetOptionOrder: build.mutation<
      { id: string; keepOptionOrder: boolean },
      { id: string; keepOptionOrder: boolean }
    >({
      query: ({ id, keepOptionOrder }) => ({
        url: `${path(id)}/option-order`,
        method: 'PUT',
        body: { keepOptionOrder },
      }),
      invalidatesTags: (_result, _error, { id }) => [...setTags(id)],
    }),
    /** POST /admin/upload/card-image, multipart `image` + `questionSetId`; answers `data.imageUrl`. */
    uploadCardImage: build.mutation<
      UploadedImage,
      { questionSetId: string; image: File; minPosition?: number | null }
    >({
      query: ({ questionSetId, image, minPosition }) => {
        const form = new FormData();
        form.append('image', image);
        form.append('questionSetId', questionSetId);
        return {
          url: '/admin/upload/card-image',
          method: 'POST',
          body: form,
          // Right after creating the set: let a server that looks the set up in a read model wait for it.
          headers: minPosition ? { 'X-Min-Position': String(minPosition) } : undefined,
        };
      },
      invalidatesTags: (_result, _error, { questionSetId }) => [
        { type: 'QuestionSet', id: questionSetId },
        { type: 'QuestionSet', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useLazyProbeServerQuery,
  useCreateQuestionSetMutation,
  useUpdateQuestionSetMutation,
  useDeleteQuestionSetMutation,
  useRefreshQuestionCountMutation,
  useUploadCardImageMutation,
  useChangeSetOptionOrderMutation,
} = setsAuthoringApi;
