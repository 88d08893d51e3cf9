import type { RouteConfig } from '@asteasolutions/zod-to-openapi';
import { Bounds } from '@exam/domain/rules';
import { batchCountBody } from '@exam/domain/schemas';
import { failure, json, ok, optionalSignIn, reason } from './route-helpers.js';
import {
  AdminQuestionSchema,
  BatchCountResponseSchema,
  GatedQuestionSchema,
  HealthSchema,
  HomeContentSchema,
  QuestionCountSchema,
  QuestionSetDetailSchema,
  QuestionSetSchema,
  successEnvelope,
} from './schemas.js';
import { z } from './zod.js';

/** The catalogue's public reads: sets, their questions and counts, the home page, health and this document. */

export const SET_NOT_FOUND = failure(reason('QUESTION_SET_NOT_FOUND', '問題集が見つかりません'));

export const idParams = z.object({ id: z.string().openapi({ description: 'uuid' }) });
export const minPositionHeader = z.object({
  'x-min-position': z
    .string()
    .optional()
    .openapi({ description: 'Wait (about 2 s at most) until the read models include this position' }),
});
const listingQuery = z.object({
  limit: z.string().optional().openapi({ description: 'At most this many sets' }),
  category: z.string().optional(),
  search: z
    .string()
    .optional()
    .openapi({ description: 'Case-insensitive, over title, description and category' }),
  minPosition: z.string().optional(),
});

export const catalogueQueries: RouteConfig[] = [
  {
    ...optionalSignIn,
    method: 'get',
    path: '/question-sets',
    tags: ['Question sets'],
    summary: 'Set listing, newest first',
    request: { query: listingQuery, headers: minPositionHeader },
    responses: { 200: ok(successEnvelope(z.array(QuestionSetSchema))) },
  },
  {
    method: 'get',
    path: '/question-sets/categories',
    tags: ['Question sets'],
    summary: 'Distinct category names, sorted',
    responses: { 200: ok(successEnvelope(z.array(z.string()))) },
  },
  {
    ...optionalSignIn,
    method: 'get',
    path: '/question-sets/featured',
    tags: ['Question sets'],
    summary: 'Featured sets, newest first',
    responses: { 200: ok(successEnvelope(z.array(QuestionSetSchema))) },
  },
  {
    ...optionalSignIn,
    method: 'get',
    path: '/question-sets/by-category/{category}',
    tags: ['Question sets'],
    summary: 'Sets of one category',
    request: { params: z.object({ category: z.string() }) },
    responses: { 200: ok(successEnvelope(z.array(QuestionSetSchema))) },
  },
  {
    ...optionalSignIn,
    method: 'get',
    path: '/question-sets/{id}',
    tags: ['Question sets'],
    summary:
      "One set with its questions (no correct flags, no explanations; locked stubs outside the caller's trial)",
    description:
      'With `window`, only the first `window` questions of the order come, with `questionsTotal` and `nextCursor` (pass it to GET /questions as `cursor` for the next window; null at the end).',
    request: {
      params: idParams,
      query: z.object({
        window: z
          .string()
          .optional()
          .openapi({ description: 'Questions to include (1-200); absent: every one' }),
      }),
      headers: minPositionHeader,
    },
    responses: {
      200: ok(successEnvelope(QuestionSetDetailSchema)),
      400: failure(reason('INVALID_PAGE', Bounds.questionWindow.message)),
      404: SET_NOT_FOUND,
    },
  },
  {
    ...optionalSignIn,
    method: 'get',
    path: '/questions',
    tags: ['Questions'],
    summary:
      "A set's questions, gated like GET /question-sets/{id} (administrators: every question in full); options only with `include=options`",
    request: {
      query: z.object({
        questionSetId: z.string().openapi({ description: 'required' }),
        include: z
          .string()
          .optional()
          .openapi({ description: '`options`: add the options of reachable questions' }),
        mode: z.enum(['unseen', 'review']).optional().openapi({
          description:
            '`unseen`: only questions the caller never answered; `review`: only those whose learning-path card is due (a visitor: every question / none)',
        }),
        page: z.string().optional().openapi({
          description:
            "With `pageSize`: one page of the set's order (1: the first); the answer is then `{ list, total, page, pageSize }`. A mode narrows the page. With no page, window or `ids`: the first 100 questions (with a mode: the first 100 of the mode's list) as `{ list, total, page: 1, pageSize: 100 }`, never the whole set.",
        }),
        ids: z.string().optional().openapi({
          description:
            'Comma-separated question ids (1-200; a list mode reads its questions by id): the answer is `{ list, total }`, in the set order, questions of other sets left out; a mode narrows them. Not with a page or a window',
        }),
        pageSize: z.string().optional().openapi({ description: 'With `page`: questions per page (1-500)' }),
        cursor: z.string().optional().openapi({
          description:
            'A `nextCursor` of an earlier answer: the window starting there (with `limit`); the answer is then `{ list, total, nextCursor }`',
        }),
        limit: z
          .string()
          .optional()
          .openapi({ description: 'Questions per window (1-200); alone: the first window' }),
        search: z.string().optional().openapi({
          description:
            'Administrators, with `page`: questions whose text contains this (case-insensitive, at most 200 characters)',
        }),
        sort: z.enum(['order', 'text']).optional().openapi({
          description:
            'Administrators, with `page`: `text` orders the pages by question text (code point order)',
        }),
        type: z.enum(['single', 'multiple']).optional().openapi({
          description:
            'Administrators, with `page`: only questions of this type. Filtered pages count `total` over the matches',
        }),
      }),
      headers: minPositionHeader,
    },
    responses: {
      200: ok(
        successEnvelope(
          z.union([
            z.object({
              list: z.array(z.union([GatedQuestionSchema, AdminQuestionSchema])),
              total: z.number().int(),
            }),
            z.object({
              list: z.array(z.union([GatedQuestionSchema, AdminQuestionSchema])),
              total: z.number().int(),
              page: z.number().int(),
              pageSize: z.number().int(),
            }),
            z.object({
              list: z.array(z.union([GatedQuestionSchema, AdminQuestionSchema])),
              total: z.number().int(),
              nextCursor: z.string().nullable(),
            }),
          ]),
        ),
      ),
      400: failure(
        reason('QUESTION_SET_ID_REQUIRED', '問題集を選択してください'),
        reason(
          'INVALID_PAGE',
          `${Bounds.pageNumber.message} / ${Bounds.pageSize.message} / ${Bounds.questionWindow.message}`,
        ),
        reason('INVALID_CURSOR', 'cursor が正しくありません（前の応答の nextCursor を指定してください）'),
      ),
      403: failure(reason('FORBIDDEN', '問題の検索と種類の絞り込みは管理者だけが使えます')),
      404: SET_NOT_FOUND,
    },
  },
  {
    method: 'get',
    path: '/questions/count/{id}',
    tags: ['Questions'],
    summary: "A set's question count",
    request: { params: idParams },
    responses: { 200: ok(QuestionCountSchema), 404: SET_NOT_FOUND },
  },
  {
    method: 'post',
    path: '/questions/batch-count',
    tags: ['Questions'],
    summary: 'Question counts of many sets (unknown ids count 0)',
    request: { body: json(batchCountBody) },
    responses: {
      200: ok(BatchCountResponseSchema),
      400: failure(
        reason('QUESTION_SET_IDS_REQUIRED', '题库ID列表不能为空'),
        reason('TOO_MANY_QUESTION_SET_IDS', '問題集IDは一度に1,000件まで指定できます'),
      ),
    },
  },
  {
    method: 'get',
    path: '/homepage/content',
    tags: ['Home page'],
    summary: 'Home page texts, banner and theme',
    responses: { 200: ok(successEnvelope(HomeContentSchema)) },
  },
  {
    method: 'get',
    path: '/homepage/featured-categories',
    tags: ['Home page'],
    summary: 'Featured category names',
    responses: { 200: ok(successEnvelope(z.array(z.string()))) },
  },
  {
    method: 'get',
    path: '/health',
    tags: ['Operations'],
    summary: 'Liveness and projection position',
    responses: { 200: ok(HealthSchema) },
  },
  {
    method: 'get',
    path: '/docs/openapi.json',
    tags: ['Operations'],
    summary: 'This document (OpenAPI 3.0)',
    responses: { 200: ok(z.record(z.string(), z.unknown())) },
  },
  {
    method: 'get',
    path: '/docs',
    tags: ['Operations'],
    summary: 'The readable reference (Swagger UI; redirects to /docs/)',
    responses: {
      200: { description: 'HTML page', content: { 'text/html': { schema: z.string() } } },
      301: { description: 'To /api/docs/ (the page loads its assets relatively)' },
    },
  },
];
