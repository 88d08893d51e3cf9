import type { CreateUserBodyInput, PublicUser } from '@exam/domain/schemas';
import { api } from '../../shared/api/api';
import { createPositionTracker } from '../../shared/api/read-your-writes';

/** One user of the administrators' list, as the server sends it (the domain's contract). */
export type AdminUser = PublicUser;
export type UserPage = { list: AdminUser[]; total: number; page: number; pageSize: number };
export type UserQuery = { search: string; page: number; pageSize: number };

const positions = createPositionTracker();

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<UserPage, UserQuery>({
      query: ({ search, page, pageSize }) => ({
        url: '/users',
        params: { search, page, pageSize },
        headers: positions.headers(),
      }),
      providesTags: (result) => [
        { type: 'User', id: 'LIST' },
        ...(result?.list ?? []).map((user) => ({ type: 'User' as const, id: user.id })),
      ],
    }),
    createUser: build.mutation<AdminUser, CreateUserBodyInput>({
      query: (body) => ({ url: '/users', method: 'POST', body }),
      transformResponse: (body: AdminUser, meta) => positions.keep(body, meta),
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
    }),
    setUserRole: build.mutation<unknown, { id: string; isAdmin: boolean }>({
      query: ({ id, isAdmin }) => ({
        url: `/users/${encodeURIComponent(id)}/role`,
        method: 'PUT',
        body: { isAdmin },
      }),
      transformResponse: (body: unknown, meta) => positions.keep(body, meta),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'User', id: 'LIST' },
        { type: 'User', id },
        'Me',
      ],
    }),
    deleteUser: build.mutation<unknown, string>({
      query: (id) => ({ url: `/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: (body: unknown, meta) => positions.keep(body, meta),
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
    }),
  }),
});

export const { useListUsersQuery, useCreateUserMutation, useSetUserRoleMutation, useDeleteUserMutation } =
  usersApi;
