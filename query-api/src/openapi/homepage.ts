import type { RouteConfig } from '@asteasolutions/zod-to-openapi';
import { catalogueJa } from '@exam/domain/i18n';
import { featuredCategoryBody, homeContentBody } from '@exam/domain/schemas';
import {
  adminOnly,
  CONCURRENT_CHANGE,
  failure,
  json,
  ok,
  reason,
  VALIDATION_FAILED,
} from './route-helpers.js';
import { commandResult, HomeContentSchema } from './schemas.js';
import { z } from './zod.js';

const categories = z.array(z.string());
const CATEGORY_NOT_FOUND = failure(reason('CATEGORY_NOT_FOUND', 'カテゴリが見つかりません'));
const CATEGORY_EXISTS = failure(reason('CATEGORY_EXISTS', 'そのカテゴリは既に存在します'));

/** Content management (admin spec §7 "Home page"); every change reaches open pages as admin:homeContent:updated. */
const routes: RouteConfig[] = [
  {
    method: 'put',
    path: '/homepage/content',
    tags: ['Admin: home page'],
    summary:
      'Save the home content: the client form (camelCase) or the server form (snake_case; featured_categories as a list or its JSON text); any other field is refused. Answers the stored content.',
    request: { body: json(homeContentBody) },
    responses: {
      200: ok(
        commandResult(HomeContentSchema.omit({ _lastUpdated: true, _savedByAdmin: true }).partial()),
        catalogueJa.server.content.saved,
      ),
      400: failure(VALIDATION_FAILED),
      409: CONCURRENT_CHANGE,
    },
  },
  {
    method: 'post',
    path: '/homepage/featured-categories',
    tags: ['Admin: home page'],
    summary: 'Add a featured category (non-blank after trimming)',
    request: { body: json(featuredCategoryBody) },
    responses: {
      201: ok(commandResult(categories), 'カテゴリを追加しました'),
      400: failure(reason('CATEGORY_REQUIRED', 'カテゴリ名を入力してください')),
      409: CATEGORY_EXISTS,
    },
  },
  {
    method: 'put',
    path: '/homepage/featured-categories/{name}',
    tags: ['Admin: home page'],
    summary: 'Rename a featured category; the featured sets carrying it are renamed too',
    request: { params: z.object({ name: z.string() }), body: json(featuredCategoryBody) },
    responses: {
      200: ok(
        commandResult(z.object({ categories, renamedSets: z.array(z.string()) })),
        'カテゴリを更新しました',
      ),
      400: failure(reason('CATEGORY_REQUIRED', 'カテゴリ名を入力してください')),
      404: CATEGORY_NOT_FOUND,
      409: CATEGORY_EXISTS,
    },
  },
  {
    method: 'delete',
    path: '/homepage/featured-categories/{name}',
    tags: ['Admin: home page'],
    summary: 'Remove a featured category',
    request: { params: z.object({ name: z.string() }) },
    responses: { 200: ok(commandResult(categories), 'カテゴリを削除しました'), 404: CATEGORY_NOT_FOUND },
  },
];

export const homepageRoutes: RouteConfig[] = routes.map(adminOnly);
