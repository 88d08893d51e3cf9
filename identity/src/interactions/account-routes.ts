import { IDENTITY_MESSAGES, isDomainError, ValidationError } from '@exam/domain';
import type { Router } from 'express';
import { type InteractionKit, TooManyRequestsLike, text } from './interaction-kit.js';
import { languageOfResponse } from './page-language.js';
import { forgotPage, registerPage, resetPage, verifyPage } from './pages.js';

/** Registration, e-mail verification (and its resend), and the forgotten-password reset with a mailed code. */
export const mountAccountRoutes = (router: Router, kit: InteractionKit): void => {
  const { accounts, logger } = kit.deps;
  const { post, formPage, guardMail, redirectWith, address } = kit;

  router.get('/:uid/register', formPage('新規登録', registerPage));
  router.post(
    '/:uid/register',
    post('新規登録', registerPage, async (req, res, uid) => {
      guardMail(req);
      const account = await accounts.register(
        { username: text(req.body.username), email: text(req.body.email), password: text(req.body.password) },
        { policy: 'self-service', emailVerified: false, language: languageOfResponse(res) },
      );
      redirectWith(res, uid, '/verify', 'registered', account.username);
    }),
  );

  router.get('/:uid/verify', formPage('メールアドレスの確認', verifyPage));
  router.post(
    '/:uid/verify',
    post('メールアドレスの確認', verifyPage, async (req, res, uid) => {
      const account = await accounts.confirmEmail(text(req.body.username), text(req.body.code), address(req));
      redirectWith(res, uid, '', 'verified', account.username);
    }),
  );

  router.post(
    '/:uid/resend',
    post('メールアドレスの確認', verifyPage, async (req, res, uid) => {
      const identifier = text(req.body.username).trim();
      let sent = false;
      try {
        guardMail(req);
        sent = await accounts.resendVerification(identifier, languageOfResponse(res));
      } catch (error) {
        logger.warn({ err: error }, 'verification code not re-sent');
      }
      if (!sent) throw new TooManyRequestsLike(IDENTITY_MESSAGES.resendFailed);
      redirectWith(res, uid, '/verify', 'resent', identifier);
    }),
  );

  router.get('/:uid/forgot', formPage('パスワードの再設定', forgotPage));
  router.post(
    '/:uid/forgot',
    post('パスワードの再設定', forgotPage, async (req, res, uid) => {
      const identifier = text(req.body.username).trim();
      try {
        guardMail(req);
        await accounts.requestPasswordReset(identifier, languageOfResponse(res));
      } catch (error) {
        logger.warn({ err: error }, 'password reset code not sent');
        throw new TooManyRequestsLike(IDENTITY_MESSAGES.forgotFailed);
      }
      redirectWith(res, uid, '/reset', 'forgot', identifier);
    }),
  );

  router.get('/:uid/reset', formPage('新しいパスワードの設定', resetPage));
  router.post(
    '/:uid/reset',
    post('新しいパスワードの設定', resetPage, async (req, res, uid) => {
      const identifier = text(req.body.username).trim();
      try {
        await accounts.resetPassword(identifier, text(req.body.code), text(req.body.password), address(req));
      } catch (error) {
        // A bad new password keeps its own message, an expired code says so; a wrong code gets the reset failure.
        if (isDomainError(error) && error.code === 'CODE_MISMATCH')
          throw new ValidationError(IDENTITY_MESSAGES.resetFailed, 'CODE_MISMATCH');
        throw error;
      }
      redirectWith(res, uid, '', 'reset', identifier);
    }),
  );
};
