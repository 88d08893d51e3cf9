import {
  type AuthGuards,
  bearerToken,
  type DocumentStore,
  type Filter,
  ok,
  type Principal,
} from '@exam/platform';
import { USERS, type UserDocument } from '@exam/projections';
import { type RequestHandler, Router } from 'express';
import type { ProjectionProgress } from '../projection-progress/index.js';
import { STALE_HEADER } from '../read-your-writes/index.js';
import { pageParam, pageSizeParam } from '../request-params/index.js';
import { operatorUser, presentUser } from './presenters.js';

/** Records the caller from their token claims; answers the position the read model must reach. */
export type SyncCurrentUser = (principal: Principal, accessToken: string) => Promise<{ position: number }>;

export type UserQueryRouteDependencies = {
  documentStore: Pick<DocumentStore, 'collection'>;
  guards: Pick<AuthGuards, 'requireUser' | 'requireAdmin'>;
  consistent: RequestHandler;
  progress: ProjectionProgress;
  readYourWritesTimeoutMs: number;
  /** From the command side; without it /users/me only reads. */
  syncCurrentUser?: SyncCurrentUser;
};

export const USER_LIST_DEFAULT_PAGE_SIZE = 20;

/** ?search matches username or e-mail, case-insensitively; deleted users are not listed. */
export const userListFilter = (search: unknown): Filter => {
  const text = typeof search === 'string' ? search.trim() : '';
  return {
    deleted: false,
    ...(text ? { $or: [{ username: { $contains: text } }, { email: { $contains: text } }] } : {}),
  };
};

/** Before the read model has a row (the wait timed out), the token's own claims describe the user. */
const fromClaims = (principal: Principal) => ({
  ...operatorUser(principal),
  email: typeof principal.claims?.email === 'string' ? principal.claims.email : '',
});

export const createUserQueryRoutes = ({
  documentStore,
  guards,
  consistent,
  progress,
  readYourWritesTimeoutMs,
  syncCurrentUser,
}: UserQueryRouteDependencies): Router => {
  const users = documentStore.collection<UserDocument>(USERS);
  const router = Router();

  // Called right after sign-in and on every load: records the user (first time) or their changed claims,
  // then answers from the read model once it has that write (read-your-writes).
  router.get('/users/me', guards.requireUser, async (req, res) => {
    const principal = req.principal as Principal;
    if (!principal.claims) return ok(res, operatorUser(principal), 'ユーザー情報を取得しました');
    if (syncCurrentUser) {
      const { position } = await syncCurrentUser(principal, bearerToken(req) ?? '');
      if (position > 0 && !(await progress.waitForPosition(position, readYourWritesTimeoutMs))) {
        res.setHeader(STALE_HEADER, 'true');
      }
    }
    const user = await users.get(principal.userId);
    ok(res, user ? presentUser(user) : fromClaims(principal), 'ユーザー情報を取得しました');
  });

  router.get('/users', guards.requireAdmin, consistent, async (req, res) => {
    const page = pageParam(req.query.page);
    const pageSize = pageSizeParam(req.query.pageSize, USER_LIST_DEFAULT_PAGE_SIZE);
    const filter = userListFilter(req.query.search);
    const [list, total] = await Promise.all([
      users.find(filter, { sort: [['createdAt', -1]], skip: (page - 1) * pageSize, limit: pageSize }),
      users.count(filter),
    ]);
    ok(res, { list: list.map(presentUser), total, page, pageSize });
  });

  return router;
};
