import { estimateReadiness, readinessInputOf } from '@exam/domain';
import { ValidationError } from '@exam/domain/errors';
import { catalogueJa } from '@exam/domain/i18n';
import type { ReadinessView } from '@exam/domain/schemas';
import { type AuthGuards, type DocumentStore, ok, type Principal } from '@exam/platform';
import { type Request, type RequestHandler, Router } from 'express';
import { learnerSetFacts } from './learner-facts.js';

export type ReadinessRouteDependencies = {
  documentStore: DocumentStore;
  consistent: RequestHandler;
  guards: Pick<AuthGuards, 'requireUser'>;
};

/** Issue 41: the signed-in learner's chance to pass each practised set's mock exam now (computed when read). */
export const createReadinessRoutes = ({ documentStore, consistent, guards }: ReadinessRouteDependencies) => {
  const router = Router();
  router.get('/learning-path/readiness', guards.requireUser, consistent, async (req: Request, res) => {
    const now = new Date();
    const only = req.query.questionSetId;
    if (only !== undefined && (typeof only !== 'string' || only === ''))
      throw new ValidationError(catalogueJa.server.input.questionSetIdInvalid, 'VALIDATION_FAILED', {
        field: 'questionSetId',
      });
    const facts = await learnerSetFacts(documentStore, (req.principal as Principal).userId, now, only);
    const sets: ReadinessView['sets'] = facts
      .filter((set) => set.questions.length > 0)
      .map((set) => {
        const input = readinessInputOf(set);
        const { passProbability, low, high, expectedScore, fields, holdingBack, basedOn } =
          estimateReadiness(input);
        return {
          questionSetId: set.questionSetId,
          setTitle: set.setTitle,
          passProbability,
          low,
          high,
          expectedScore,
          examSize: input.examSize,
          passRule: set.passRule,
          fields,
          holdingBack,
          basedOn,
          next: { unseen: basedOn.questions - basedOn.seen, due: set.dueNow },
        };
      })
      .sort((a, b) => a.setTitle.localeCompare(b.setTitle));
    ok(res, { sets });
  });
  return router;
};
