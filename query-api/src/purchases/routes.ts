import { NotFoundError } from '@exam/domain/errors';
import type { AccessCheck } from '@exam/domain/schemas';
import type { AuthGuards, DocumentStore } from '@exam/platform';
import { ok } from '@exam/platform';
import { PURCHASES, type PurchaseDocument, QUESTION_SETS, type QuestionSetListing } from '@exam/projections';
import { type Request, type RequestHandler, Router } from 'express';
import { accessForSet, accessForSets } from '../access/index.js';
import { pathParam } from '../request-params/index.js';
import { presentPurchaseRow } from './presenters.js';

export type PurchaseQueryDependencies = {
  documentStore: DocumentStore;
  consistent: RequestHandler;
  guards: Pick<AuthGuards, 'requireUser' | 'authenticate'>;
};

const userIdOf = (req: Request): string => (req.principal as { userId: string }).userId;

/** Learner spec §7: GET /purchases and GET /purchases/check/{id}. */
export const createPurchaseQueryRoutes = ({
  documentStore,
  consistent,
  guards,
}: PurchaseQueryDependencies): Router => {
  const purchases = documentStore.collection<PurchaseDocument>(PURCHASES);
  const sets = documentStore.collection<QuestionSetListing>(QUESTION_SETS);
  const router = Router();

  router.get('/purchases', guards.requireUser, consistent, async (req, res) => {
    const userId = userIdOf(req);
    const docs = await purchases.find({ userId }, { sort: [['purchaseDate', -1]] });
    const setIds = [...new Set(docs.map((doc) => doc.questionSetId))];
    const found = setIds.length > 0 ? await sets.find({ id: { $in: setIds } }) : [];
    const byId = new Map(found.map((set) => [set.id, set]));
    const now = new Date();
    const access = await accessForSets(documentStore, { userId }, found, now);
    ok(
      res,
      docs.map((doc) =>
        presentPurchaseRow(
          doc,
          byId.get(doc.questionSetId),
          access.get(doc.questionSetId)?.hasAccess ?? false,
          now,
        ),
      ),
    );
  });

  /** Visitors may ask too (free sets are open, paid ones are in trial); the caller's grant decides otherwise. */
  router.get('/purchases/check/:setId', guards.authenticate, consistent, async (req, res) => {
    const set = await sets.get(pathParam(req, 'setId'));
    if (!set) throw new NotFoundError('問題集を開けません。IDが存在しません', 'QUESTION_SET_NOT_FOUND');
    const access = await accessForSet(documentStore, req.principal, set);
    ok<AccessCheck>(res, {
      questionSetId: set.id,
      hasAccess: access.hasAccess,
      isPaid: set.isPaid,
      remainingDays: access.remainingDays,
      accessType: access.accessType,
      expiryDate: access.expiresAt,
      paymentMethod:
        access.accessType === 'redeemed' ? 'redeem' : access.accessType === 'paid' ? 'card' : null,
      price: set.price,
      trialQuestions: access.trialLimit,
    });
  });

  return router;
};
