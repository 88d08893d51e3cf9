import {
  NotFoundError,
  normaliseRedeemCodeInput,
  purchaseStream,
  RedeemCodeMessages,
  redeemCodeStream,
  UserMessages,
} from '@exam/domain';
import { Bounds } from '@exam/domain/rules';
import type { PendingCompletions } from '@exam/domain/schemas';
import { type AuthGuards, type DocumentStore, type EventStore, ok, pathParam } from '@exam/platform';
import {
  PENDING_COMPLETIONS,
  type PendingCompletionDocument,
  PURCHASES,
  type PurchaseDocument,
  QUESTION_SETS,
  type QuestionSetListing,
  USERS,
  type UserDocument,
} from '@exam/projections';
import { type RequestHandler, Router } from 'express';
import { parsePurchaseSearch, searchPurchases } from './purchase-search.js';
import { purchaseTimeline } from './purchase-timeline.js';
import { redeemCodeTimeline } from './redeem-code-timeline.js';
import { userHistory } from './user-history.js';

export type AuditRouteDependencies = {
  documentStore: DocumentStore;
  /** The log itself: a timeline is the code's own stream, in order. */
  eventLog: Pick<EventStore, 'readStream'>;
  consistent: RequestHandler;
  guards: Pick<AuthGuards, 'requireAdmin'>;
};

const PURCHASE_NOT_FOUND = '購入記録が見つかりません';

/** The ids events name as actors: who created, fixed, deleted, redeemed, paid. */
const actorIds = (events: ReadonlyArray<{ data: unknown }>) => [
  ...new Set(
    events.flatMap((event) => {
      const data = event.data as Record<string, unknown>;
      return ['createdBy', 'userId', 'fixedBy', 'deletedBy']
        .map((key) => data[key])
        .filter((id): id is string => typeof id === 'string' && id !== '');
    }),
  ),
];

/** Administrators' audit timelines, support view and purchases search (issue 15). */
export const createAuditQueryRoutes = ({
  documentStore,
  eventLog,
  consistent,
  guards,
}: AuditRouteDependencies) => {
  const users = documentStore.collection<UserDocument>(USERS);
  const purchases = documentStore.collection<PurchaseDocument>(PURCHASES);
  /** Current names by id; the operator token and deleted users have no row, so their id stands in. */
  const namesOf = async (ids: string[]) => {
    const unique = [...new Set(ids)];
    const found = unique.length > 0 ? await users.find({ id: { $in: unique } }) : [];
    const names = new Map(found.map((user) => [user.id, user.username]));
    return (id: string) => names.get(id) ?? id;
  };
  const router = Router();

  router.get('/admin/audit/redeem-codes/:code', guards.requireAdmin, consistent, async (req, res) => {
    const code = normaliseRedeemCodeInput(pathParam(req, 'code'));
    const history = await eventLog.readStream(redeemCodeStream(code));
    if (history.length === 0) throw new NotFoundError(RedeemCodeMessages.codeInvalid, 'REDEEM_CODE_INVALID');
    const timeline = redeemCodeTimeline(history, await namesOf(actorIds(history)), new Date());
    ok(res, { code, timeline });
  });

  /** By payment intent id, or by purchase id (the purchases row's id), which names its intent. */
  router.get('/admin/audit/purchases/:id', guards.requireAdmin, consistent, async (req, res) => {
    const id = pathParam(req, 'id');
    let paymentIntentId = id;
    let history = await eventLog.readStream(purchaseStream(id));
    if (history.length === 0) {
      const row = await purchases.get(id);
      if (row?.paymentIntentId) {
        paymentIntentId = row.paymentIntentId;
        history = await eventLog.readStream(purchaseStream(paymentIntentId));
      }
    }
    if (history.length === 0) throw new NotFoundError(PURCHASE_NOT_FOUND, 'PURCHASE_NOT_FOUND');
    const timeline = purchaseTimeline(history, await namesOf(actorIds(history)), new Date());
    const paid = timeline.find((entry) => entry.type === 'paid');
    ok(res, {
      paymentIntentId,
      purchaseId: (paid?.details.purchaseId as string | undefined) ?? null,
      status: paid ? 'paid' : timeline.some((entry) => entry.type === 'paymentFailed') ? 'failed' : 'pending',
      timeline,
    });
  });

  router.get('/admin/users/:id/history', guards.requireAdmin, consistent, async (req, res) => {
    const user = await users.get(pathParam(req, 'id'));
    if (!user) throw new NotFoundError(UserMessages.notFound, 'USER_NOT_FOUND');
    ok(res, await userHistory({ documentStore, eventLog }, user, namesOf, new Date()));
  });

  // Issue 27: charged, access pending (the completion failed; a job retries it, and so may an administrator).
  router.get('/admin/purchases/pending', guards.requireAdmin, consistent, async (_req, res) => {
    const pending = await documentStore
      .collection<PendingCompletionDocument>(PENDING_COMPLETIONS)
      .find({}, { sort: [['firstFailedAt', 1]], limit: Bounds.pageSize.max });
    const setIds = [...new Set(pending.map((doc) => doc.questionSetId))];
    const sets = setIds.length
      ? await documentStore.collection<QuestionSetListing>(QUESTION_SETS).find({ id: { $in: setIds } })
      : [];
    const titles = new Map(sets.map((set) => [set.id, set.title]));
    const nameOf = await namesOf(pending.map((doc) => doc.userId));
    const list: PendingCompletions['list'] = pending.map((doc) => ({
      paymentIntentId: doc.id,
      userId: doc.userId,
      username: nameOf(doc.userId),
      questionSetId: doc.questionSetId,
      setTitle: titles.get(doc.questionSetId) ?? '',
      amount: doc.amount,
      firstFailedAt: doc.firstFailedAt,
      lastFailedAt: doc.lastFailedAt,
      failures: doc.failures,
      lastReason: doc.lastReason,
    }));
    ok(res, { list } satisfies PendingCompletions);
  });

  router.get('/admin/purchases', guards.requireAdmin, consistent, async (req, res) => {
    ok(res, await searchPurchases(documentStore, parsePurchaseSearch(req.query), new Date()));
  });

  return router;
};
