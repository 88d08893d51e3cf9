import { type ChangeQuestion, questionBody, updateQuestionBody } from '@exam/domain';
import { ValidationError } from '@exam/domain/errors';
import { Router } from 'express';
import { sendCommandOutcome } from '../command-response/index.js';
import { commandMetadata } from '../execution/index.js';
import { optionWithId, questionWithIds } from '../ids/index.js';
import { CommandMessages } from '../messages/index.js';
import { questionSetOfQuestion } from '../question-lookup/index.js';
import { pathParam } from '../request-params/index.js';
import type { CommandRouteDependencies } from '../router/dependencies.js';
import { parseWith } from '../validation/index.js';

const QUESTION_SET_ID_REQUIRED = '問題集を選択してください';

/** Where to insert: `position` (zero-based) if sent, else the form's orderIndex; absent = at the end. */
const insertionPoint = (position: unknown, orderIndex: number | null | undefined): number | undefined => {
  if (position !== undefined && position !== null) {
    const value = Number(position);
    if (!Number.isInteger(value) || value < 0) {
      throw new ValidationError('position は0以上の整数で指定してください', 'INVALID_POSITION');
    }
    return value;
  }
  return orderIndex ?? undefined;
};

/** PUT /questions/{id}: only the sent fields; options, when sent, replace the old ones (new ones get ids). */
const questionChange = (
  body: ReturnType<typeof updateQuestionBody.parse>,
): ChangeQuestion['data']['question'] => {
  const change: ChangeQuestion['data']['question'] = {};
  if (body.text !== undefined) change.text = body.text;
  if (body.questionType !== undefined) change.questionType = body.questionType;
  if (body.explanation !== undefined) change.explanation = body.explanation;
  if (body.options !== undefined) change.options = body.options.map(optionWithId);
  if (body.keepOptionOrder !== undefined) change.keepOptionOrder = body.keepOptionOrder;
  return change;
};

const namedSet = (req: { body?: unknown; query: Record<string, unknown> }): unknown =>
  (req.body as { questionSetId?: unknown } | undefined)?.questionSetId ?? req.query.questionSetId;

export const createQuestionCommandRoutes = ({
  execute,
  guards,
  documentStore,
}: CommandRouteDependencies): Router => {
  const router = Router();

  router.post('/questions', guards.requireAdmin, async (req, res) => {
    const rawSetId = (req.body as { questionSetId?: unknown } | undefined)?.questionSetId;
    if (typeof rawSetId !== 'string' || rawSetId.trim() === '') {
      throw new ValidationError(QUESTION_SET_ID_REQUIRED, 'QUESTION_SET_ID_REQUIRED', {
        field: 'questionSetId',
      });
    }
    const { questionSetId, orderIndex, ...fields } = parseWith(questionBody, req.body);
    const question = questionWithIds(fields);
    const position = insertionPoint((req.body as { position?: unknown }).position, orderIndex);
    const outcome = await execute(questionSetId, [
      {
        type: 'AddQuestion',
        data: { questionSetId, question, ...(position === undefined ? {} : { position }) },
        metadata: commandMetadata(req),
      },
    ]);
    sendCommandOutcome(res, {
      status: 201,
      data: {
        id: question.id,
        questionId: question.id,
        questionSetId,
        optionIds: question.options.map((option) => option.id),
      },
      message: CommandMessages.questionAdded,
      position: outcome.position,
    });
  });

  router.put('/questions/:id', guards.requireAdmin, async (req, res) => {
    const questionId = pathParam(req, 'id');
    const body = parseWith(updateQuestionBody, req.body);
    const questionSetId = await questionSetOfQuestion(
      documentStore,
      questionId,
      body.questionSetId ?? req.query.questionSetId,
    );
    const { position } = await execute(questionSetId, [
      {
        type: 'ChangeQuestion',
        data: { questionSetId, questionId, question: questionChange(body) },
        metadata: commandMetadata(req),
      },
    ]);
    sendCommandOutcome(res, {
      data: { id: questionId, questionSetId },
      message: CommandMessages.questionUpdated,
      position,
    });
  });

  router.delete('/questions/:id', guards.requireAdmin, async (req, res) => {
    const questionId = pathParam(req, 'id');
    const questionSetId = await questionSetOfQuestion(documentStore, questionId, namedSet(req));
    const { position } = await execute(questionSetId, [
      { type: 'RemoveQuestion', data: { questionSetId, questionId }, metadata: commandMetadata(req) },
    ]);
    sendCommandOutcome(res, {
      data: { id: questionId, questionSetId },
      message: CommandMessages.questionDeleted,
      position,
    });
  });

  return router;
};
