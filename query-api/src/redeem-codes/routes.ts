import { ValidationError } from '@exam/domain/errors';
import { catalogueJa } from '@exam/domain/i18n';
import { isPaidQuestionSet } from '@exam/domain/rules';
import type { RedeemCodeRow, RedeemedCode } from '@exam/domain/schemas';
import type { AuthGuards, DocumentStore, Filter } from '@exam/platform';
import { ok } from '@exam/platform';
import {
  QUESTION_SETS,
  type QuestionSetListing,
  REDEEM_CODES,
  type RedeemCodeDocument,
  USERS,
  type UserDocument,
} from '@exam/projections';
import { type Request, type RequestHandler, Router } from 'express';
import { setSummary } from '../purchases/presenters.js';
import { pageParam, pageSizeParam } from '../request-params/index.js';

export type RedeemCodeQueryDependencies = {
  documentStore: DocumentStore;
  consistent: RequestHandler;
  guards: Pick<AuthGuards, 'requireUser' | 'requireAdmin'>;
};

const DEFAULT_PAGE_SIZE = 50;

const userIdOf = (req: Request): string => (req.principal as { userId: string }).userId;
const queryText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Admin spec §2/§3 "Redeem code" list and check report; learner spec §7 GET /redeem-codes/user. */
export const createRedeemCodeQueryRoutes = ({
  documentStore,
  consistent,
  guards,
}: RedeemCodeQueryDependencies): Router => {
  const codes = documentStore.collection<RedeemCodeDocument>(REDEEM_CODES);
  const sets = documentStore.collection<QuestionSetListing>(QUESTION_SETS);
  const users = documentStore.collection<UserDocument>(USERS);
  const router = Router();

  const setsById = async (ids: string[]) => {
    const unique = [...new Set(ids)];
    const found = unique.length > 0 ? await sets.find({ id: { $in: unique } }) : [];
    return new Map(found.map((set) => [set.id, set]));
  };
  const usersById = async (ids: string[]) => {
    const unique = [...new Set(ids)];
    const found = unique.length > 0 ? await users.find({ id: { $in: unique } }) : [];
    return new Map(found.map((user) => [user.id, user]));
  };
  /** The operator token and deleted users have no row: their id stands in for the name. */
  const userRef = (byId: Map<string, UserDocument>, id: string | null) =>
    id === null ? null : { id, username: byId.get(id)?.username ?? id };

  /** The learner's redeemed tab (learner spec §3 "Redeem record"). */
  router.get('/redeem-codes/user', guards.requireUser, consistent, async (req, res) => {
    const docs = await codes.find({ usedBy: userIdOf(req) }, { sort: [['usedAt', -1]] });
    const byId = await setsById(docs.map((doc) => doc.questionSetId));
    ok(
      res,
      docs.map((doc): RedeemedCode => {
        const set = byId.get(doc.questionSetId);
        return {
          id: doc.id,
          code: doc.code,
          questionSetId: doc.questionSetId,
          usedAt: doc.usedAt,
          expiryDate: doc.expiryDate,
          validityDays: doc.validityDays,
          questionSetDeleted: doc.questionSetDeleted === true,
          redeemQuestionSet: set ? { id: set.id, title: set.title, description: set.description } : null,
        };
      }),
    );
  });

  /** The problem check: unused codes (only those can be repaired) whose set is gone or no longer paid. */
  router.get('/redeem-codes/debug', guards.requireAdmin, consistent, async (_req, res) => {
    const [totalRedeemCodes, totalQuestionSets, unused] = await Promise.all([
      codes.count({ deleted: { $ne: true } }),
      sets.count(),
      codes.find({ isUsed: false, deleted: { $ne: true } }, { sort: [['createdAt', -1]] }),
    ]);
    const byId = await setsById(unused.map((doc) => doc.questionSetId));
    const issues = unused.flatMap((doc) => {
      const set = byId.get(doc.questionSetId);
      const issue = !set
        ? catalogueJa.server.redeem.setGone
        : !isPaidQuestionSet(set)
          ? catalogueJa.server.redeem.setNotPaidLinked
          : null;
      return issue ? [{ code: doc.code, codeId: doc.id, questionSetId: doc.questionSetId, issue }] : [];
    });
    ok(res, { totalRedeemCodes, totalQuestionSets, issues });
  });

  router.get('/redeem-codes', guards.requireAdmin, consistent, async (req, res) => {
    const status = queryText(req.query.status);
    if (!['', 'all', 'live', 'used', 'unused', 'deleted'].includes(status))
      throw new ValidationError(
        'status は used / unused / live / deleted / all のいずれかです',
        'VALIDATION_FAILED',
        {
          field: 'status',
        },
      );
    const questionSetId = queryText(req.query.questionSetId);
    // Deleted codes stay on record: `all` lists them too (status 削除済み), `used` / `unused` / `live` do not
    // (`live` is used and unused together: the standalone page's table, whose total drops when a code is deleted).
    const byStatus: Filter =
      status === 'live'
        ? { deleted: { $ne: true } }
        : status === 'used'
          ? { isUsed: true, deleted: { $ne: true } }
          : status === 'unused'
            ? { isUsed: false, deleted: { $ne: true } }
            : status === 'deleted'
              ? { deleted: true }
              : {};
    const filter: Filter = {
      ...byStatus,
      ...(questionSetId && questionSetId !== 'all' ? { questionSetId } : {}),
    };
    const page = pageParam(req.query.page);
    const pageSize =
      req.query.pageSize !== undefined
        ? pageSizeParam(req.query.pageSize, DEFAULT_PAGE_SIZE)
        : pageSizeParam(req.query.limit, DEFAULT_PAGE_SIZE, 'limit');
    const [total, docs] = await Promise.all([
      codes.count(filter),
      codes.find(filter, {
        sort: [
          ['createdAt', -1],
          ['id', 1],
        ],
        skip: (page - 1) * pageSize,
        limit: pageSize,
      }),
    ]);
    const [setMap, userMap] = await Promise.all([
      setsById(docs.map((doc) => doc.questionSetId)),
      usersById(docs.flatMap((doc) => [doc.createdBy, ...(doc.usedBy ? [doc.usedBy] : [])])),
    ]);
    const list = docs.map((doc): RedeemCodeRow => {
      const set = setMap.get(doc.questionSetId);
      return {
        id: doc.id,
        code: doc.code,
        questionSetId: doc.questionSetId,
        questionSet: setSummary(set),
        /** Its set was deleted (the list labels it 削除済みの問題集); only unused codes can be fixed. */
        questionSetDeleted: doc.questionSetDeleted === true,
        validityDays: doc.validityDays,
        isUsed: doc.isUsed,
        status: doc.deleted ? 'deleted' : doc.isUsed ? 'used' : 'unused',
        deletedAt: doc.deletedAt ?? null,
        usedAt: doc.usedAt,
        usedBy: doc.usedBy,
        redeemUser: userRef(userMap, doc.usedBy),
        expiryDate: doc.expiryDate,
        createdAt: doc.createdAt,
        createdBy: doc.createdBy,
        redeemCreator: userRef(userMap, doc.createdBy),
      };
    });
    ok(res, { list, total, page, pageSize });
  });

  return router;
};
