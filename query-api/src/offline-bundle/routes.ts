import { QuestionSetMessages } from '@exam/domain';
import { ForbiddenError, NotFoundError } from '@exam/domain/errors';
import { type OfflineBundle, OfflineBundleMessages } from '@exam/domain/schemas';
import { type AuthGuards, type DocumentStore, ok } from '@exam/platform';
import {
  type NumberedQuestion,
  QUESTION_SETS,
  type QuestionSetListing,
  questionsInOrder,
  SET_QUESTIONS,
  type SetQuestion,
} from '@exam/projections';
import { type Request, type RequestHandler, Router } from 'express';
import { accessForSet } from '../access/index.js';
import { type OptionViewer, optionsFor, optionViewerOf } from '../question-sets/presenters.js';
import { pathParam } from '../request-params/index.js';

export type OfflineBundleDependencies = {
  documentStore: DocumentStore;
  consistent: RequestHandler;
  guards: Pick<AuthGuards, 'requireUser'>;
};

// Built field by field (not by spreading the read model) so that a field added to it later is not leaked.
const bundleQuestion = (
  question: NumberedQuestion,
  viewer: OptionViewer,
): OfflineBundle['questions'][number] => ({
  id: question.id,
  number: question.orderIndex + 1,
  orderIndex: question.orderIndex,
  text: question.text,
  questionType: question.questionType,
  // The learner's order (issue 40), so an offline quiz shows what the online one does.
  options: optionsFor(question, viewer).map(({ id, text, label, isCorrect }) => ({
    id,
    text,
    label,
    isCorrect,
  })),
  explanation: question.explanation,
});

/**
 * The offline bundle of a set (issue 26): questions with their correct options and explanations, for a
 * learner whose access covers the whole set (free, purchased, redeemed). A trial or an ended access gets
 * 403: a bundle would hand over every answer. Never stored by a cache (private, no-store).
 */
export const createOfflineBundleRoutes = ({
  documentStore,
  consistent,
  guards,
}: OfflineBundleDependencies): Router => {
  const sets = documentStore.collection<QuestionSetListing>(QUESTION_SETS);
  const questions = documentStore.collection<SetQuestion>(SET_QUESTIONS);
  const router = Router();

  router.get('/practice/:setId/offline-bundle', guards.requireUser, consistent, async (req: Request, res) => {
    const set = await sets.get(pathParam(req, 'setId'));
    if (!set) throw new NotFoundError(QuestionSetMessages.notFound, 'QUESTION_SET_NOT_FOUND');
    const access = await accessForSet(documentStore, req.principal, set);
    if (!access.hasAccess || access.accessType === 'trial' || access.accessType === 'expired')
      throw new ForbiddenError(OfflineBundleMessages.forbidden, 'OFFLINE_BUNDLE_FORBIDDEN');
    const found = await questionsInOrder(questions, set.id);
    res.setHeader('Cache-Control', 'private, no-store');
    const bundle: OfflineBundle = {
      questionSet: {
        id: set.id,
        title: set.title,
        category: set.category,
        questionCount: found.length,
        updatedAt: set.updatedAt,
      },
      accessType: access.accessType,
      expiresAt: access.expiresAt,
      generatedAt: new Date().toISOString(),
      questions: found.map((question) => bundleQuestion(question, optionViewerOf(req.principal, set))),
    };
    ok(res, bundle);
  });

  return router;
};
