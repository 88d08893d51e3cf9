import {
  featureBody,
  moveQuestionBody,
  optionOrderBody,
  type QuestionSetCommand,
  reorderBody,
  type UpdateQuestionSetBody,
  updateQuestionSetBody,
} from '@exam/domain';
import { Router } from 'express';
import { sendCommandOutcome } from '../command-response/index.js';
import { commandMetadata } from '../execution/index.js';
import { CommandMessages } from '../messages/index.js';
import { pathParam } from '../request-params/index.js';
import type { CommandRouteDependencies } from '../router/dependencies.js';
import { parseWith } from '../validation/index.js';
import { createSetCommand, createSets, readUploadedSets } from './bulk-create.js';
import { recountQuestions } from './recount.js';

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

export const createQuestionSetCommandRoutes = ({
  execute,
  guards,
  eventStore,
}: CommandRouteDependencies): Router => {
  const router = Router();

  router.post('/question-sets', guards.requireAdmin, async (req, res) => {
    const command = createSetCommand(req.body, commandMetadata(req));
    const { questionSetId } = command.data;
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

  router.post('/question-sets/upload', guards.requireAdmin, async (req, res) => {
    const report = await createSets(execute, readUploadedSets(req.body), commandMetadata(req));
    sendCommandOutcome(res, {
      status: report.created > 0 ? 201 : 200,
      data: report,
      message: CommandMessages.questionSetsUploaded(report.created, report.failed),
      position: report.position,
    });
  });

  router.put('/question-sets/:id/count', guards.requireAdmin, async (req, res) => {
    const recount = await recountQuestions(eventStore, pathParam(req, 'id'));
    sendCommandOutcome(res, {
      data: { questionSetId: recount.questionSetId, questionCount: recount.questionCount },
      message: CommandMessages.questionCountRefreshed(recount.questionCount),
      position: recount.position,
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

  // One question to one place: the event names the question and the place, not the whole order.
  router.put('/question-sets/:id/questions/:questionId/position', guards.requireAdmin, async (req, res) => {
    const questionSetId = pathParam(req, 'id');
    const questionId = pathParam(req, 'questionId');
    const { position: to } = parseWith(moveQuestionBody, req.body);
    const { position } = await execute(questionSetId, [
      {
        type: 'MoveQuestion',
        data: { questionSetId, questionId, position: to },
        metadata: commandMetadata(req),
      },
    ]);
    sendCommandOutcome(res, {
      data: { id: questionSetId, questionId, position: to },
      message: CommandMessages.questionMoved(to + 1),
      position,
    });
  });

  // Learners see the options in their own order unless the set (or the question) keeps the written one.
  router.put('/question-sets/:id/option-order', guards.requireAdmin, async (req, res) => {
    const questionSetId = pathParam(req, 'id');
    const { keepOptionOrder } = parseWith(optionOrderBody, req.body);
    const { position } = await execute(questionSetId, [
      {
        type: 'ChangeQuestionSetOptionOrder',
        data: { questionSetId, keepOptionOrder },
        metadata: commandMetadata(req),
      },
    ]);
    sendCommandOutcome(res, {
      data: { id: questionSetId, keepOptionOrder },
      message: keepOptionOrder ? CommandMessages.optionOrderKept : CommandMessages.optionOrderShuffled,
      position,
    });
  });

  return router;
};
