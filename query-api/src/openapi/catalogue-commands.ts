import type { RouteConfig } from '@asteasolutions/zod-to-openapi';
import {
  createQuestionSetBody,
  featureBody,
  moveQuestionBody,
  optionOrderBody,
  questionBody,
  reorderBody,
  updateQuestionBody,
  updateQuestionSetBody,
} from '@exam/domain/schemas';
import { idParams } from './catalogue-queries.js';
import { CONCURRENT_CHANGE, failure, json, ok, reason, VALIDATION_FAILED } from './route-helpers.js';
import { commandResult } from './schemas.js';
import { z } from './zod.js';

/** The administrators' commands on sets and questions. */

const commandFailures = {
  400: failure(VALIDATION_FAILED),
  404: failure(
    reason('QUESTION_SET_NOT_FOUND', '問題集が見つかりません'),
    reason('QUESTION_NOT_FOUND', '問題が見つかりません'),
  ),
  409: CONCURRENT_CHANGE,
};
const setIds = z.object({
  id: z.string(),
  questionSetId: z.string().optional(),
  questionIds: z.array(z.string()).optional(),
  keepOptionOrder: z.boolean().optional(),
});
const questionIds = z.object({
  id: z.string(),
  questionId: z.string().optional(),
  questionSetId: z.string(),
  optionIds: z.array(z.string()).optional(),
});

export const catalogueCommands: RouteConfig[] = [
  {
    method: 'post',
    path: '/question-sets',
    tags: ['Admin: question sets'],
    summary: 'Create a set (with its questions); ids are generated where missing',
    request: { body: json(createQuestionSetBody) },
    responses: { 201: ok(commandResult(setIds), '問題集が正常に作成されました！'), ...commandFailures },
  },
  {
    method: 'put',
    path: '/question-sets/{id}',
    tags: ['Admin: question sets'],
    summary: 'Change details, pricing and/or the featured flag (only the sent fields)',
    request: { params: idParams, body: json(updateQuestionSetBody) },
    responses: { 200: ok(commandResult(setIds), '問題集が正常に更新されました'), ...commandFailures },
  },
  {
    method: 'delete',
    path: '/question-sets/{id}',
    tags: ['Admin: question sets'],
    summary: 'Delete a set and its questions',
    request: { params: idParams },
    responses: { 200: ok(commandResult(setIds), '問題集が正常に削除されました'), ...commandFailures },
  },
  {
    method: 'put',
    path: '/question-sets/{id}/featured',
    tags: ['Admin: question sets'],
    summary: 'Feature (with a category) or unfeature a set',
    request: { params: idParams, body: json(featureBody) },
    responses: { 200: ok(commandResult(setIds)), ...commandFailures },
  },
  {
    method: 'put',
    path: '/question-sets/{id}/option-order',
    tags: ['Admin: question sets'],
    summary:
      'Keep the written option order for every question of the set (true), or show each learner their own order (false, the default)',
    request: { params: idParams, body: json(optionOrderBody) },
    responses: { 200: ok(commandResult(setIds)), ...commandFailures },
  },
  {
    method: 'put',
    path: '/question-sets/{id}/questions',
    tags: ['Admin: question sets'],
    summary: "Reorder a set's questions (the complete new order)",
    request: { params: idParams, body: json(reorderBody) },
    responses: { 200: ok(commandResult(setIds)), ...commandFailures },
  },
  {
    method: 'put',
    path: '/question-sets/{id}/questions/{questionId}/position',
    tags: ['Admin: question sets'],
    summary: 'Move one question to a zero-based place of the order (the others keep their relative order)',
    request: {
      params: z.object({ id: z.string(), questionId: z.string() }),
      body: json(moveQuestionBody),
    },
    responses: {
      200: ok(
        commandResult(z.object({ id: z.string(), questionId: z.string(), position: z.number().int() })),
        '問題をN番に移動しました',
      ),
      ...commandFailures,
      400: failure(
        VALIDATION_FAILED,
        reason('QUESTION_POSITION_INVALID', '移動先の番号は1〜{count}の整数で指定してください'),
      ),
    },
  },
  {
    method: 'post',
    path: '/questions',
    tags: ['Admin: questions'],
    summary: 'Add a question to a set (optional zero-based `position`; default at the end)',
    request: { body: json(questionBody) },
    responses: { 201: ok(commandResult(questionIds), '問題が正常に追加されました'), ...commandFailures },
  },
  {
    method: 'put',
    path: '/questions/{id}',
    tags: ['Admin: questions'],
    summary: 'Change a question (only the sent fields; options replace the old ones)',
    request: { params: idParams, body: json(updateQuestionBody) },
    responses: { 200: ok(commandResult(questionIds), '問題が正常に更新されました'), ...commandFailures },
  },
  {
    method: 'delete',
    path: '/questions/{id}',
    tags: ['Admin: questions'],
    summary: 'Remove a question',
    request: { params: idParams },
    responses: { 200: ok(commandResult(questionIds), '問題が正常に削除されました'), ...commandFailures },
  },
];
