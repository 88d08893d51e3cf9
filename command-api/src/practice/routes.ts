import {
  PracticeMessages,
  recordAnswerBatchBody,
  recordAnswerBody,
  saveProgressBody,
  saveWrongAnswerBody,
  wrongAnswerMemoBody,
} from '@exam/domain';
import { NotFoundError } from '@exam/domain/errors';
import { type AuthGuards, type DirectRoute, type DocumentStore, mountDirectRoute } from '@exam/platform';
import { type Request, Router } from 'express';
import { commandOutcomeReply, sendCommandOutcome } from '../command-response/index.js';
import { commandMetadata, commandMetadataOf } from '../execution/index.js';
import { pathParam } from '../request-params/index.js';
import { parseWith } from '../validation/index.js';
import type { PracticeService } from './practice-service.js';

export type PracticeRouteDependencies = {
  practice: PracticeService;
  guards: Pick<AuthGuards, 'authenticate' | 'requireUser'>;
  /** Read only to locate a wrong-answer entry's set (read model `wrong_answers`). */
  documentStore: DocumentStore;
  /** Where the routes go (default a router of their own); the command router passes itself, one level less. */
  router?: Router;
};

const WRONG_ANSWERS = 'wrong_answers';

/** requireUser ran: the caller is signed in. */
const userIdOf = (req: Request): string => (req.principal as { userId: string }).userId;

const wrongAnswerNotFound = () =>
  new NotFoundError(PracticeMessages.wrongAnswerNotFound, 'WRONG_ANSWER_NOT_FOUND');

/**
 * RecordAnswer (POST /practice/{setId}/answers), signed in or a visitor: by far the most frequent write, so it
 * is a direct route (served on plain node:http where the composition allows, in express otherwise).
 */
export const recordAnswerRoute = (practice: PracticeService): DirectRoute => ({
  method: 'POST',
  path: '/practice/:setId/answers',
  caller: 'optional',
  handle: async ({ params, body, headers, principal }) => {
    const answer = parseWith(recordAnswerBody, body);
    const { position, ...outcome } = await practice.recordAnswer(
      principal ? { userId: principal.userId } : null,
      params.setId ?? '',
      answer,
      commandMetadataOf({ principal, headers }),
    );
    return commandOutcomeReply({ data: outcome, message: '', position });
  },
});

/** The learner's practice writes (learner spec §7): answers, progress, reset and the wrong-answer book. */
export const createPracticeCommandRoutes = ({
  practice,
  guards,
  documentStore,
  router = Router(),
}: PracticeRouteDependencies): Router => {
  /**
   * A wrong-answer id is `${userId}:${questionId}` (the read model's id). Another learner's id is simply not
   * found. The set comes from the entry, or from the question when the read model has not caught up yet.
   */
  const wrongAnswerEntry = async (req: Request) => {
    const userId = userIdOf(req);
    const id = pathParam(req, 'id');
    const prefix = `${userId}:`;
    if (!id.startsWith(prefix) || id.length === prefix.length) throw wrongAnswerNotFound();
    const questionId = id.slice(prefix.length);
    const entry = await documentStore
      .collection<{ id: string; questionSetId: string }>(WRONG_ANSWERS)
      .get(id);
    const questionSetId = entry?.questionSetId ?? (await practice.setOfQuestion(questionId));
    if (!questionSetId) throw wrongAnswerNotFound();
    return { userId, id, questionId, questionSetId };
  };

  mountDirectRoute(router, recordAnswerRoute(practice), guards);

  // The offline outbox of one set: at most Bounds.answersPerBatch answers, all recorded or none (signed in only).
  router.post('/practice/:setId/answers/batch', guards.requireUser, async (req, res) => {
    const { answers } = parseWith(recordAnswerBatchBody, req.body);
    const { position, ...outcome } = await practice.recordAnswers(
      userIdOf(req),
      pathParam(req, 'setId'),
      answers,
      commandMetadata(req),
    );
    sendCommandOutcome(res, { data: outcome, message: '', position });
  });

  router.post('/practice/:setId/reset', guards.requireUser, async (req, res) => {
    const questionSetId = pathParam(req, 'setId');
    const position = await practice.reset(userIdOf(req), questionSetId, commandMetadata(req));
    sendCommandOutcome(res, { data: { questionSetId }, message: PracticeMessages.progressReset, position });
  });

  router.put('/user-progress', guards.requireUser, async (req, res) => {
    const { questionSetId, lastQuestionIndex, timeSpent } = parseWith(saveProgressBody, req.body);
    const position = await practice.saveProgress(
      userIdOf(req),
      questionSetId,
      { lastQuestionIndex, timeSpentMs: timeSpent },
      commandMetadata(req),
    );
    sendCommandOutcome(res, { data: { questionSetId }, message: PracticeMessages.progressSaved, position });
  });

  router.post('/wrong-answers', guards.requireUser, async (req, res) => {
    const body = parseWith(saveWrongAnswerBody, req.body);
    const userId = userIdOf(req);
    const position = await practice.saveWrongAnswer(userId, body, commandMetadata(req));
    sendCommandOutcome(res, {
      data: {
        id: `${userId}:${body.questionId}`,
        questionSetId: body.questionSetId,
        questionId: body.questionId,
      },
      message: PracticeMessages.wrongAnswerSaved,
      position,
    });
  });

  router.delete('/wrong-answers/:id', guards.requireUser, async (req, res) => {
    const { userId, id, questionId, questionSetId } = await wrongAnswerEntry(req);
    const position = await practice.removeWrongAnswer(
      userId,
      { questionSetId, questionId },
      commandMetadata(req),
    );
    sendCommandOutcome(res, { data: { id }, message: PracticeMessages.wrongAnswerDeleted, position });
  });

  router.put('/wrong-answers/:id/memo', guards.requireUser, async (req, res) => {
    const { memo } = parseWith(wrongAnswerMemoBody, req.body);
    const { userId, id, questionId, questionSetId } = await wrongAnswerEntry(req);
    const position = await practice.changeMemo(
      userId,
      { questionSetId, questionId },
      memo,
      commandMetadata(req),
    );
    sendCommandOutcome(res, { data: { id, memo }, message: PracticeMessages.memoUpdated, position });
  });

  return router;
};
