import type { RouteConfig } from '@asteasolutions/zod-to-openapi';
import { UserMessages } from '@exam/domain';
import { catalogueJa } from '@exam/domain/i18n';
import {
  changeUserRoleBody,
  chooseLanguageBody,
  chooseTimeZoneBody,
  clientConfigSchema,
  createUserBody,
  publicUserSchema,
  updateUserProfileBody,
} from '@exam/domain/schemas';
import { adminOnly, failure, json, learnerOnly, ok, reason, VALIDATION_FAILED } from './route-helpers.js';
import { commandResult, successEnvelope } from './schemas.js';
import { z } from './zod.js';

const UserCommandTexts = catalogueJa.server.user;

/** The user calls (admin spec §7 "Users", learner spec §7 /users/me and PUT /users/{id}) and GET /config. */

const idParams = z.object({ id: z.string().openapi({ description: "the user's subject (sub)" }) });

export const UserSchema = z.object(publicUserSchema.shape).openapi('User');

const userFailures = {
  400: failure(VALIDATION_FAILED),
  404: failure(reason('USER_NOT_FOUND', UserMessages.notFound)),
};

export const userRoutes: RouteConfig[] = [
  {
    method: 'get',
    path: '/config',
    tags: ['Sign-in'],
    summary: 'Settings of the web app: sign-in (issuer, client id, scopes) and the card form to show',
    responses: {
      200: ok(successEnvelope(z.object(clientConfigSchema.shape).openapi('ClientConfig'))),
    },
  },
  learnerOnly({
    method: 'get',
    path: '/users/me',
    tags: ['Users'],
    summary: "The caller, recorded (or synced) from the access token's claims first",
    responses: {
      200: ok(successEnvelope(UserSchema), catalogueJa.server.common.userLoaded),
      403: failure(reason('USER_DELETED', UserMessages.deleted)),
    },
  }),
  adminOnly({
    method: 'get',
    path: '/users',
    tags: ['Admin: users'],
    summary: 'Users, newest first; search over username and e-mail',
    request: {
      query: z.object({
        search: z.string().optional(),
        page: z.string().optional().openapi({ description: 'default 1' }),
        pageSize: z.string().optional().openapi({ description: 'default 20, 1 to 500 (out of range: 400)' }),
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
      400: failure(VALIDATION_FAILED),
    },
  }),
  adminOnly({
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
      400: failure(
        VALIDATION_FAILED,
        reason('INVALID_PASSWORD', '密码不符合要求'),
        reason('EXTERNAL_IDENTITY', 'with IDENTITY=external (accounts live at the issuer)'),
      ),
      409: failure(
        reason('USERNAME_EXISTS', '用户名已存在'),
        reason('EMAIL_EXISTS', '创建失败，邮箱可能已被注册'),
        reason('USER_EXISTS', UserMessages.exists),
      ),
    },
  }),
  adminOnly({
    method: 'put',
    path: '/users/{id}/role',
    tags: ['Admin: users'],
    summary: 'Promote or demote a user',
    request: { params: idParams, body: json(changeUserRoleBody) },
    responses: {
      200: ok(commandResult(z.object({ id: z.string(), isAdmin: z.boolean() }))),
      ...userFailures,
      403: failure(
        reason('FORBIDDEN', 'この操作を行う権限がありません'),
        reason('CANNOT_CHANGE_OWN_ROLE', UserMessages.cannotChangeOwnRole),
      ),
    },
  }),
  adminOnly({
    method: 'delete',
    path: '/users/{id}',
    tags: ['Admin: users'],
    summary: 'Delete a user (their sign-in is disabled; their tokens are refused)',
    request: { params: idParams },
    responses: {
      200: ok(commandResult(z.object({ id: z.string() })), UserCommandTexts.removed),
      404: userFailures[404],
      403: failure(
        reason('FORBIDDEN', 'この操作を行う権限がありません'),
        reason('CANNOT_DELETE_SELF', UserMessages.cannotDeleteSelf),
      ),
    },
  }),
  learnerOnly({
    method: 'put',
    path: '/users/me/language',
    tags: ['Users'],
    summary:
      "The caller's interface language (ja, zh, en): answers use it when a request names none in Accept-Language",
    request: { body: json(chooseLanguageBody) },
    responses: {
      200: ok(
        commandResult(z.object({ id: z.string(), language: z.enum(['ja', 'zh', 'en']) })),
        UserCommandTexts.languageChosen,
      ),
      400: failure(reason('VALIDATION_FAILED', UserMessages.languageInvalid)),
      404: userFailures[404],
    },
  }),
  learnerOnly({
    method: 'put',
    path: '/users/me/time-zone',
    tags: ['Users'],
    summary:
      "The caller's IANA time zone (Asia/Tokyo): the learning path and the study plan count days in it when a request names none with `tz`",
    request: { body: json(chooseTimeZoneBody) },
    responses: {
      200: ok(
        commandResult(z.object({ id: z.string(), timeZone: z.string() })),
        UserCommandTexts.timeZoneChosen,
      ),
      400: failure(reason('VALIDATION_FAILED', catalogueJa.server.input.timeZoneInvalid)),
      404: userFailures[404],
    },
  }),
  learnerOnly({
    method: 'put',
    path: '/users/{id}',
    tags: ['Users'],
    summary: 'Change profile fields (the user themself or an administrator)',
    request: { params: idParams, body: json(updateUserProfileBody) },
    responses: {
      200: ok(commandResult(z.object({ id: z.string() }).passthrough())),
      ...userFailures,
      403: failure(reason('FORBIDDEN', 'another user’s profile (administrators may change any)')),
    },
  }),
  learnerOnly({
    method: 'post',
    path: '/users/me/sign-out',
    tags: ['Users'],
    summary: 'End the caller’s sign-in session for the APIs',
    description:
      'Records that the session of the bearer token (its `sid` claim; without one, the token itself) ended: every access token of that session, refreshed ones included, is refused from then on (within seconds, on HTTP and on the socket, whose connection is closed). Other sessions of the user go on. The web calls it before ending the session at the identity provider.',
    responses: {
      200: ok(commandResult(z.object({ signedOut: z.literal(true) })), 'ログアウトしました'),
      400: failure(
        reason('NO_SESSION', 'このトークンには終了できるログインセッションがありません (the operator token)'),
      ),
      404: failure(
        reason('USER_NOT_FOUND', `${UserMessages.notFound} (the user never signed in, or was deleted)`),
      ),
    },
  }),
];
