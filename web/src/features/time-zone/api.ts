import { api } from '../../shared/api/api';

/** PUT /api/users/me/time-zone: the learner's IANA zone, kept on their profile (their days are counted in it). */
export const timeZoneApi = api.injectEndpoints({
  endpoints: (build) => ({
    chooseTimeZone: build.mutation<{ id: string; timeZone: string }, string>({
      query: (timeZone) => ({ url: '/users/me/time-zone', method: 'PUT', body: { timeZone } }),
      // GET /users/me again: the auth slice takes the saved zone, and the learning path follows it.
      invalidatesTags: ['Me'],
    }),
  }),
});

export const { useChooseTimeZoneMutation } = timeZoneApi;
