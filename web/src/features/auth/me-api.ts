import type { PublicUser } from '@exam/domain/schemas';
import type { AuthUser } from '../../entities/session';
import { api } from '../../shared/api/api';
import { userFromWire } from './fetch-me';

/** GET /api/users/me for the signed-in user; the `Me` tag refetches it on a role or profile change. */
export const meApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<AuthUser, void>({
      query: () => '/users/me',
      transformResponse: (user: PublicUser) => userFromWire(user),
      providesTags: ['Me'],
    }),
  }),
});

export const { useGetMeQuery } = meApi;
