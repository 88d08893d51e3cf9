import type { HomeContentBodyInput } from '@exam/domain/schemas';
import { type HomeContent, normalizeHomeContent } from '../../../entities/home-content';
import { api } from '../../../shared/api/api';
import { createPositionTracker } from '../../../shared/api/read-your-writes';

const positions = createPositionTracker();
const category = (name: string) => `/homepage/featured-categories/${encodeURIComponent(name)}`;
/** What a category change touches: the content (its list) and the featured sets' listing. */
const CATEGORY_TAGS = [
  'HomeContent',
  { type: 'Featured', id: 'LIST' },
  { type: 'QuestionSet', id: 'LIST' },
] as const;

/**
 * Content management (admin spec §7 "Home page"). The administrator's own reads wait for their own writes; every
 * other open page follows through admin:homeContent:updated.
 */
export const contentAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStoredHomeContent: build.query<HomeContent, void>({
      query: () => ({ url: '/homepage/content', params: { _adminUpdate: 1 }, headers: positions.headers() }),
      transformResponse: normalizeHomeContent,
      providesTags: ['HomeContent'],
    }),
    saveHomeContent: build.mutation<unknown, HomeContentBodyInput>({
      query: (body) => ({ url: '/homepage/content', method: 'PUT', body }),
      transformResponse: (body: unknown, meta) => positions.keep(body, meta),
      invalidatesTags: ['HomeContent'],
    }),
    addFeaturedCategory: build.mutation<string[], string>({
      query: (name) => ({ url: '/homepage/featured-categories', method: 'POST', body: { name } }),
      transformResponse: (body: string[], meta) => positions.keep(body, meta),
      invalidatesTags: [...CATEGORY_TAGS],
    }),
    renameFeaturedCategory: build.mutation<unknown, { from: string; to: string }>({
      query: ({ from, to }) => ({ url: category(from), method: 'PUT', body: { name: to } }),
      transformResponse: (body: unknown, meta) => positions.keep(body, meta),
      invalidatesTags: [...CATEGORY_TAGS],
    }),
    deleteFeaturedCategory: build.mutation<unknown, string>({
      query: (name) => ({ url: category(name), method: 'DELETE' }),
      transformResponse: (body: unknown, meta) => positions.keep(body, meta),
      invalidatesTags: [...CATEGORY_TAGS],
    }),
    /** PUT /question-sets/{id}/featured: featuring needs a category; turning it off clears it. */
    featureQuestionSet: build.mutation<
      unknown,
      { id: string; isFeatured: boolean; featuredCategory?: string }
    >({
      query: ({ id, ...body }) => ({
        url: `/question-sets/${encodeURIComponent(id)}/featured`,
        method: 'PUT',
        body,
      }),
      transformResponse: (body: unknown, meta) => positions.keep(body, meta),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'QuestionSet', id },
        { type: 'QuestionSet', id: 'LIST' },
        { type: 'Featured', id: 'LIST' },
      ],
    }),
    /** POST /admin/upload/card-image without a set: the banner image (answers its URL). */
    uploadBannerImage: build.mutation<{ imageUrl: string }, File>({
      query: (image) => {
        const form = new FormData();
        form.append('image', image);
        return { url: '/admin/upload/card-image', method: 'POST', body: form };
      },
    }),
  }),
});

export const {
  useGetStoredHomeContentQuery,
  useSaveHomeContentMutation,
  useAddFeaturedCategoryMutation,
  useRenameFeaturedCategoryMutation,
  useDeleteFeaturedCategoryMutation,
  useFeatureQuestionSetMutation,
  useUploadBannerImageMutation,
} = contentAdminApi;
