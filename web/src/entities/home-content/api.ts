import { api } from '../../shared/api/api';
import { normalizeHomeContent, parseFeaturedCategories } from './normalize-home-content';
import type { HomeContent } from './types';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHomeContent: build.query<HomeContent, void>({
      query: () => '/homepage/content',
      transformResponse: normalizeHomeContent,
      providesTags: ['HomeContent'],
      // Spec §9: home content is cached 5 minutes.
      keepUnusedDataFor: 300,
    }),
    getFeaturedCategories: build.query<string[], void>({
      query: () => '/homepage/featured-categories',
      transformResponse: parseFeaturedCategories,
      providesTags: ['HomeContent', { type: 'Featured', id: 'LIST' }],
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useGetHomeContentQuery, useGetFeaturedCategoriesQuery } = homeApi;
