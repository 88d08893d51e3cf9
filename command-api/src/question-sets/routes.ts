import { randomUUID } from 'node:crypto';
import {
  type CreateQuestionSet,
  createQuestionSetBody,
  featureBody,
  type QuestionSetCommand,
  reorderBody,
  type UpdateQuestionSetBody,
  updateQuestionSetBody,
} from '@exam/domain';
import { Router } from 'express';
import { sendCommandOutcome } from '../command-response/index.js';
import { commandMetadata } from '../execution/index.js';
import { questionWithIds } from '../ids/index.js';
import { CommandMessages } from '../messages/index.js';
import { pathParam } from '../request-params/index.js';
import type { CommandRouteDependencies } from '../router/dependencies.js';
import { parseWith } from '../validation/index.js';

type Metadata = ReturnType<typeof commandMetadata>;

const DETAIL_FIELDS = ['title', 'description', 'category', 'icon', 'cardImage'] as const;
const PRICING_FIELDS = ['isPaid', 'price', 'trialQuestions', 'validityPeriod'] as const;

const pick = <T extends object, K extends keyof T>(source: T, keys: readonly K[]): Partial<Pick<T, K>> =>
  Object.fromEntries(
    keys.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]),
  ) as Partial<Pick<T, K>>;

/**
 * PUT /question-sets/{id} carries any subset of details, pricing and the featured flag: only the commands
 * whose fields were sent are issued (the decider turns an unchanged value into no event).
 */
export const updateCommands = (
  questionSetId: string,
  body: UpdateQuestionSetBody,
  metadata: Metadata,
): QuestionSetCommand[] => {
  const commands: QuestionSetCommand[] = [];
  const details = pick(body, DETAIL_FIELDS);
  const pricing = pick(body, PRICING_FIELDS);
  if (Object.keys(details).length > 0) {
    commands.push({ type: 'ChangeQuestionSetDetails', data: { questionSetId, ...details }, metadata });
  }
  if (Object.keys(pricing).length > 0) {
    commands.push({ type: 'ChangeQuestionSetPricing', data: { questionSetId, ...pricing }, metadata });
  }
  if (body.isFeatured !== undefined) commands.push(featureCommand(questionSetId, body, metadata));
  return commands;
};

const featureCommand = (
  questionSetId: string,
  { isFeatured, featuredCategory }: { isFeatured?: boolean; featuredCategory?: string | null | undefined },
  metadata: Metadata,
): QuestionSetCommand =>
  isFeatured
    ? {
        type: 'FeatureQuestionSet',
        data: { questionSetId, featuredCategory: featuredCategory ?? '' },
        metadata,
      }
    : { type: 'UnfeatureQuestionSet', data: { questionSetId }, metadata };

/** The admin form numbers its local questions; they are added in that order (stable for equal numbers). */
const inFormOrder = <Q extends { orderIndex?: number | null | undefined }>(questions: readonly Q[]): Q[] =>
  questions
    .map((question, index) => ({ question, index }))
    .sort(
      (a, b) => (a.question.orderIndex ?? a.index) - (b.question.orderIndex ?? b.index) || a.index - b.index,
    )
    .map(({ question }) => question);

export const createQuestionSetCommandRoutes = ({ execute, guards }: CommandRouteDependencies): Router => {
  const router = Router();

  router.post('/question-sets', guards.requireAdmin, async (req, res) => {
    const { questions = [], ...fields } = parseWith(createQuestionSetBody, req.body);
    const questionSetId = randomUUID();
    const command: CreateQuestionSet = {
      type: 'CreateQuestionSet',
      data: { ...fields, questionSetId, questions: inFormOrder(questions).map(questionWithIds) },
      metadata: commandMetadata(req),
    };
    const { position } = await execute(questionSetId, [command]);
    sendCommandOutcome(res, {
      status: 201,
      data: {
        id: questionSetId,
        questionSetId,
        questionIds: command.data.questions?.map((question) => question.id) ?? [],
      },
      message: CommandMessages.questionSetCreated,
      position,
    });
  });

  router.put('/question-sets/:id', guards.requireAdmin, async (req, res) => {
    const questionSetId = pathParam(req, 'id');
    const body = parseWith(updateQuestionSetBody, req.body);
    const { position } = await execute(
      questionSetId,
      updateCommands(questionSetId, body, commandMetadata(req)),
    );
    sendCommandOutcome(res, {
      data: { id: questionSetId },
      message: CommandMessages.questionSetUpdated,
      position,
    });
  });

  router.delete('/question-sets/:id', guards.requireAdmin, async (req, res) => {
    const questionSetId = pathParam(req, 'id');
    const { position } = await execute(questionSetId, [
      { type: 'DeleteQuestionSet', data: { questionSetId }, metadata: commandMetadata(req) },
    ]);
    sendCommandOutcome(res, {
      data: { id: questionSetId },
      message: CommandMessages.questionSetDeleted,
      position,
    });
  });

  router.put('/question-sets/:id/featured', guards.requireAdmin, async (req, res) => {
    const questionSetId = pathParam(req, 'id');
    const body = parseWith(featureBody, req.body);
    const { position } = await execute(questionSetId, [
      featureCommand(questionSetId, body, commandMetadata(req)),
    ]);
    sendCommandOutcome(res, {
      data: { id: questionSetId },
      message: body.isFeatured ? CommandMessages.questionSetFeatured : CommandMessages.questionSetUnfeatured,
      position,
    });
  });

  router.put('/question-sets/:id/questions', guards.requireAdmin, async (req, res) => {
    const questionSetId = pathParam(req, 'id');
    const { questionIds } = parseWith(reorderBody, req.body);
    const { position } = await execute(questionSetId, [
      { type: 'ReorderQuestions', data: { questionSetId, questionIds }, metadata: commandMetadata(req) },
    ]);
    sendCommandOutcome(res, {
      data: { id: questionSetId, questionIds },
      message: CommandMessages.questionsReordered,
      position,
    });
  });

  return router;
};
