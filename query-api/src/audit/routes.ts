import { NotFoundError, normaliseRedeemCodeInput, RedeemCodeMessages, redeemCodeStream } from '@exam/domain';
import { type AuthGuards, type DocumentStore, type EventStore, ok, pathParam } from '@exam/platform';
import { USERS, type UserDocument } from '@exam/projections';
import { type RequestHandler, Router } from 'express';
import { redeemCodeTimeline } from './redeem-code-timeline.js';

export type AuditRouteDependencies = {
  documentStore: DocumentStore;
  /** The log itself: a timeline is the code's own stream, in order. */
  eventLog: Pick<EventStore, 'readStream'>;
  consistent: RequestHandler;
  guards: Pick<AuthGuards, 'requireAdmin'>;
};

/** Administrators' audit timelines (issue 15), read straight from the event streams. */
export const createAuditQueryRoutes = ({
  documentStore,
  eventLog,
  consistent,
  guards,
}: AuditRouteDependencies) => {
  const users = documentStore.collection<UserDocument>(USERS);
  const router = Router();

  router.get('/admin/audit/redeem-codes/:code', guards.requireAdmin, consistent, async (req, res) => {
    const code = normaliseRedeemCodeInput(pathParam(req, 'code'));
    const history = await eventLog.readStream(redeemCodeStream(code));
    if (history.length === 0) throw new NotFoundError(RedeemCodeMessages.codeInvalid, 'REDEEM_CODE_INVALID');
    const ids = [
      ...new Set(
        history.flatMap((event) => {
          const data = event.data as {
            createdBy?: string;
            userId?: string;
            fixedBy?: string;
            deletedBy?: string;
          };
          return [data.createdBy, data.userId, data.fixedBy, data.deletedBy].filter(
            (id): id is string => !!id,
          );
        }),
      ),
    ];
    const found = ids.length > 0 ? await users.find({ id: { $in: ids } }) : [];
    const names = new Map(found.map((user) => [user.id, user.username]));
    // The operator token and deleted users have no row: their id stands in for the name.
    const timeline = redeemCodeTimeline(history, (id) => names.get(id) ?? id, new Date());
    ok(res, { code, timeline });
  });

  return router;
};
