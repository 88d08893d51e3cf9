import { ValidationError } from '@exam/domain/errors';
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
const USER_LIST_MAX_PAGE_SIZE = 100;

/**
 * `page` / `pageSize` of the list: absent means the default; anything else must be a whole number in range.
 * Refused, never clamped or replaced (issue 23): asking for 500 users must not silently answer 100.
 */
const positiveInt = (raw: unknown, fallback: number, field: string, max = Number.MAX_SAFE_INTEGER) => {
  if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return fallback;
  const value = typeof raw === 'string' ? Number(raw) : Number.NaN;
  if (!Number.isInteger(value) || value < 1 || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? '1以上' : `1〜${max}`;
    throw new ValidationError(`${field} は${range}の整数で指定してください`, 'VALIDATION_FAILED', { field });
  }
  return value;
};

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
    const page = positiveInt(req.query.page, 1, 'page');
    const pageSize = positiveInt(
      req.query.pageSize,
      USER_LIST_DEFAULT_PAGE_SIZE,
      'pageSize',
      USER_LIST_MAX_PAGE_SIZE,
    );
    const filter = userListFilter(req.query.search);
    const [list, total] = await Promise.all([
      users.find(filter, { sort: [['createdAt', -1]], skip: (page - 1) * pageSize, limit: pageSize }),
      users.count(filter),
    ]);
    ok(res, { list: list.map(presentUser), total, page, pageSize });
  });

  return router;
};
