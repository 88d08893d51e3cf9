import { ForbiddenError, UnauthorizedError } from '@exam/domain';
import { catalogueJa } from '@exam/domain/i18n';
import type { RequestHandler } from 'express';
import { type Authenticator, bearerToken } from './principal.js';

export type AuthGuards = {
  /** Sets req.principal when the bearer token is valid; a visitor passes, a bearer that does not verify is 401. */
  authenticate: RequestHandler;
  /** 401 without a valid token. */
  requireUser: RequestHandler;
  /** 401 without a valid token, 403 for a caller who is not an administrator in our records. */
  requireAdmin: RequestHandler;
};

export function createAuthGuards(authenticator: Authenticator): AuthGuards {
  const resolve: RequestHandler = async (req, _res, next) => {
    if (req.principal === undefined) {
      const token = bearerToken(req);
      req.principal = (token ? await authenticator(token) : null) ?? undefined;
    }
    next();
  };
  const requireUser: RequestHandler = (req, res, next) =>
    resolve(req, res, () => next(req.principal ? undefined : new UnauthorizedError()));
  const requireAdmin: RequestHandler = (req, res, next) =>
    resolve(req, res, () => {
      if (!req.principal) return next(new UnauthorizedError());
      next(req.principal.isAdmin ? undefined : new ForbiddenError(catalogueJa.server.common.adminOnly));
    });
  const authenticate: RequestHandler = (req, res, next) =>
    resolve(req, res, () => next(req.principal || !bearerToken(req) ? undefined : new UnauthorizedError()));
  return { authenticate, requireUser, requireAdmin };
}
