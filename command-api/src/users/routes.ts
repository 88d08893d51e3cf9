import {
  changeUserRoleBody,
  chooseLanguageBody,
  chooseTimeZoneBody,
  createUserBody,
  updateUserProfileBody,
} from '@exam/domain';
import { ForbiddenError, ValidationError } from '@exam/domain/errors';
import { type AccountDirectory, type AuthGuards, type Logger, sessionOfClaims } from '@exam/platform';
import { Router } from 'express';
import { sendCommandOutcome } from '../command-response/index.js';
import { commandMetadata } from '../execution/index.js';
import { pathParam } from '../request-params/index.js';
import { parseWith } from '../validation/index.js';
import { createUser } from './create-user.js';
import type { ExecuteUserCommand } from './execute.js';
import { UserCommandMessages } from './messages.js';

export type UserCommandRouteDependencies = {
  execute: ExecuteUserCommand;
  guards: Pick<AuthGuards, 'requireAdmin' | 'requireUser'>;
  /** The embedded provider's accounts; null with an external issuer (accounts live there). */
  directory: AccountDirectory | null;
  logger: Pick<Logger, 'warn'>;
};

/** User management (admin spec §7 "Users") and a user's own profile (learner spec §7 PUT /users/{id}). */
export const createUserCommandRoutes = ({
  execute,
  guards,
  directory,
  logger,
}: UserCommandRouteDependencies): Router => {
  const router = Router();

  router.post('/users', guards.requireAdmin, async (req, res) => {
    if (!directory) throw new ValidationError(UserCommandMessages.externalAccounts, 'EXTERNAL_IDENTITY');
    const form = parseWith(createUserBody, req.body);
    const { user, position } = await createUser(
      { directory, execute },
      { username: form.username, email: form.email, password: form.password, isAdmin: form.isAdmin },
      commandMetadata(req),
    );
    sendCommandOutcome(res, { data: user, message: UserCommandMessages.created, position, status: 201 });
  });

  router.put('/users/:id/role', guards.requireAdmin, async (req, res) => {
    const userId = pathParam(req, 'id');
    const { isAdmin } = parseWith(changeUserRoleBody, req.body);
    const metadata = commandMetadata(req);
    const { position } = await execute({
      type: 'ChangeUserRole',
      data: { userId, isAdmin, changedBy: req.principal?.userId ?? '' },
      metadata,
    });
    sendCommandOutcome(res, {
      data: { id: userId, isAdmin },
      message: UserCommandMessages.roleChanged,
      position,
    });
  });

  router.delete('/users/:id', guards.requireAdmin, async (req, res) => {
    const userId = pathParam(req, 'id');
    const { position } = await execute({
      type: 'DeleteUser',
      data: { userId, deletedBy: req.principal?.userId ?? '' },
      metadata: commandMetadata(req),
    });
    // Recorded first (the decider refuses self-deletion and unknown users); then the sign-in is disabled so
    // the account cannot get new tokens. Tokens already issued are refused by the authenticator (deleted).
    if (directory) {
      await directory.disableAccount(userId).catch((error: unknown) => {
        logger.warn({ err: error, userId }, 'disabling the deleted user at the directory failed');
      });
    }
    sendCommandOutcome(res, { data: { id: userId }, message: UserCommandMessages.deleted, position });
  });

  // Sign-out ends the session for the APIs too (issue 37): its access tokens, refreshed ones included, are refused
  // from the moment the identity group has the event, on HTTP and on the socket.
  router.post('/users/me/sign-out', guards.requireUser, async (req, res) => {
    const principal = req.principal;
    const sessionId = principal?.claims ? sessionOfClaims(principal.claims) : null;
    if (!principal || sessionId === null)
      throw new ValidationError(UserCommandMessages.noSession, 'NO_SESSION');
    const { position } = await execute({
      type: 'SignOutSession',
      data: { userId: principal.userId, sessionId, at: new Date().toISOString() },
      metadata: commandMetadata(req),
    });
    sendCommandOutcome(res, { data: { signedOut: true }, message: UserCommandMessages.signedOut, position });
  });

  // Before PUT /users/:id would never see it (two segments), but kept first so the intent reads in order.
  router.put('/users/me/language', guards.requireUser, async (req, res) => {
    const userId = req.principal?.userId ?? '';
    const { language } = parseWith(chooseLanguageBody, req.body);
    const { position } = await execute({
      type: 'ChooseUserLanguage',
      data: { userId, language },
      metadata: commandMetadata(req),
    });
    // The answer speaks the language just chosen (unless the request itself names one).
    if (req.principal) req.principal.language = language;
    sendCommandOutcome(res, {
      data: { id: userId, language },
      message: UserCommandMessages.languageChosen,
      position,
    });
  });

  // The learner's own days (reviews due today, the 14-day forecast, the study plan) are counted in this zone.
  router.put('/users/me/time-zone', guards.requireUser, async (req, res) => {
    const userId = req.principal?.userId ?? '';
    const { timeZone } = parseWith(chooseTimeZoneBody, req.body);
    const { position } = await execute({
      type: 'ChooseUserTimeZone',
      data: { userId, timeZone },
      metadata: commandMetadata(req),
    });
    sendCommandOutcome(res, {
      data: { id: userId, timeZone },
      message: UserCommandMessages.timeZoneChosen,
      position,
    });
  });

  router.put('/users/:id', guards.requireUser, async (req, res) => {
    const userId = pathParam(req, 'id');
    const principal = req.principal;
    if (principal?.userId !== userId && !principal?.isAdmin) throw new ForbiddenError();
    const changes = parseWith(updateUserProfileBody, req.body);
    const { position } = await execute({
      type: 'UpdateUserProfile',
      data: { userId, updatedBy: principal?.userId ?? '', changes },
      metadata: commandMetadata(req),
    });
    sendCommandOutcome(res, {
      data: { id: userId, ...changes },
      message: UserCommandMessages.profileUpdated,
      position,
    });
  });

  return router;
};
