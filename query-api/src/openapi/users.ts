import type { RouteConfig } from '@asteasolutions/zod-to-openapi';
import { changeUserRoleBody, createUserBody, updateUserProfileBody } from '@exam/domain/schemas';
import { commandResult, ErrorEnvelopeSchema, successEnvelope } from './schemas.js';
import { z } from './zod.js';

/** The user calls (admin spec §7 "Users", learner spec §7 /users/me and PUT /users/{id}) and GET /config. */

const json = <Schema extends z.ZodType>(schema: Schema) => ({ content: { 'application/json': { schema } } });
const ok = <Schema extends z.ZodType>(schema: Schema, description = 'OK') => ({
  description,
  ...json(schema),
});
const failure = (description: string) => ({ description, ...json(ErrorEnvelopeSchema) });
const signedIn = { security: [{ bearerAuth: [] }] };
const idParams = z.object({ id: z.string().openapi({ description: "the user's subject (sub)" }) });

export const UserSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    isAdmin: z.boolean(),
    phone_number: z.string().nullable(),
    name: z.string().nullable(),
    family_name: z.string().nullable(),
    given_name: z.string().nullable(),
    createdAt: z.string().nullable(),
    lastLogin: z.string().nullable(),
  })
  .openapi('User');

const userFailures = {
  400: failure('Validation failed (the message is the spec text)'),
  401: failure('認証が必要です'),
  403: failure(
    'この操作を行う権限がありません / 自分の管理者権限は変更できません / 自分自身は削除できません',
  ),
  404: failure('ユーザーが見つかりません'),
};

export const userRoutes: RouteConfig[] = [
  {
    method: 'get',
    path: '/config',
    tags: ['Sign-in'],
    summary: 'Sign-in settings of the web app (issuer, client id, scopes)',
    responses: {
      200: ok(
        successEnvelope(
          z.object({
            identity: z.object({
              issuer: z.string(),
              clientId: z.string(),
              scopes: z.string(),
              embedded: z.boolean(),
              mailboxUrl: z.string().optional(),
            }),
          }),
        ),
      ),
    },
  },
  {
    ...signedIn,
    method: 'get',
    path: '/users/me',
    tags: ['Users'],
    summary: "The caller, recorded (or synced) from the access token's claims first",
    responses: { 200: ok(successEnvelope(UserSchema), 'ユーザー情報を取得しました'), 401: userFailures[401] },
  },
  {
    ...signedIn,
    method: 'get',
    path: '/users',
    tags: ['Admin: users'],
    summary: 'Users, newest first; search over username and e-mail',
    request: {
      query: z.object({
        search: z.string().optional(),
        page: z.string().optional().openapi({ description: 'default 1' }),
        pageSize: z.string().optional().openapi({ description: 'default 20, at most 100' }),
      }),
    },
    responses: {
      200: ok(
        successEnvelope(
          z.object({
            list: z.array(UserSchema),
            total: z.number().int(),
            page: z.number().int(),
            pageSize: z.number().int(),
          }),
        ),
      ),
      401: userFailures[401],
      403: userFailures[403],
    },
  },
  {
    ...signedIn,
    method: 'post',
    path: '/users',
    tags: ['Admin: users'],
    summary: 'Create a sign-in at the embedded provider and record the user',
    request: { body: json(createUserBody) },
    responses: {
      201: ok(
        commandResult(
          z.object({ id: z.string(), username: z.string(), email: z.string(), isAdmin: z.boolean() }),
        ),
        '用户创建成功',
      ),
      ...userFailures,
      409: failure('用户名已存在 / 创建失败，邮箱可能已被注册'),
    },
  },
  {
    ...signedIn,
    method: 'put',
    path: '/users/{id}/role',
    tags: ['Admin: users'],
    summary: 'Promote or demote a user',
    request: { params: idParams, body: json(changeUserRoleBody) },
    responses: {
      200: ok(commandResult(z.object({ id: z.string(), isAdmin: z.boolean() }))),
      ...userFailures,
    },
  },
  {
    ...signedIn,
    method: 'delete',
    path: '/users/{id}',
    tags: ['Admin: users'],
    summary: 'Delete a user (their sign-in is disabled; their tokens are refused)',
    request: { params: idParams },
    responses: { 200: ok(commandResult(z.object({ id: z.string() })), '用户删除成功'), ...userFailures },
  },
  {
    ...signedIn,
    method: 'put',
    path: '/users/{id}',
    tags: ['Users'],
    summary: 'Change profile fields (the user themself or an administrator)',
    request: { params: idParams, body: json(updateUserProfileBody) },
    responses: { 200: ok(commandResult(z.object({ id: z.string() }).passthrough())), ...userFailures },
  },
];
