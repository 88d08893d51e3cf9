import { createHmac, timingSafeEqual } from 'node:crypto';
import { IDENTITY_MESSAGES, isDomainError, TooManyRequestsError, ValidationError } from '@exam/domain';
import type { Logger } from '@exam/platform';
import express, { type Request, type Response, Router } from 'express';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import QRCode from 'qrcode';
import type { Account } from '../accounts/account.js';
import type { AccountService } from '../accounts/account-service.js';
import { identityErrors } from '../accounts/identity-errors.js';
import type { SignInLimiters } from '../throttle/sign-in-limiters.js';
import { contentSecurityPolicy, type Html, page } from './html.js';
import {
  languageOfInteraction,
  languageOfResponse,
  requestLanguage,
  settleLanguage,
} from './page-language.js';
import {
  expiredPage,
  type Feedback,
  forgotPage,
  mfaSetupPasswordPage,
  mfaSetupQrPage,
  type PageContext,
  registerPage,
  resetPage,
  signInPage,
  totpPage,
  verifyPage,
} from './pages.js';
import type { PendingSignIns } from './pending-sign-ins.js';

export type InteractionRouterDeps = {
  provider: Provider;
  accounts: AccountService;
  limiters: SignInLimiters;
  pending: PendingSignIns;
  hmacKey: Buffer;
  /** '/oidc': where the provider is mounted. */
  mountPath: string;
  publicUrl: string;
  clientId: string;
  logger: Logger;
};

/** Success notices reach the next page as a key, never as free text. */
const NOTICES = {
  registered: IDENTITY_MESSAGES.registerSucceeded,
  verified: IDENTITY_MESSAGES.confirmSucceeded,
  reset: IDENTITY_MESSAGES.resetSucceeded,
  resent: IDENTITY_MESSAGES.resendSucceeded,
  forgot: IDENTITY_MESSAGES.forgotSucceeded,
} as const;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The sign-in pages of the embedded provider under /oidc/interaction/:uid: sign-in, registration, e-mail
 * verification, password reset and TOTP. Every form carries a token derived from the interaction (HMAC), and the
 * interaction itself is bound to the browser by oidc-provider's cookie, so a forged cross-site post fails.
 */
export function createInteractionRouter(deps: InteractionRouterDeps): Router {
  const { provider, accounts, pending, limiters } = deps;
  const router = Router();
  router.use(express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 }));

  const csrfFor = (uid: string) =>
    createHmac('sha256', deps.hmacKey).update(`interaction:${uid}`).digest('base64url');
  const context = (uid: string): PageContext => ({
    base: `${deps.mountPath}/interaction/${uid}`,
    csrf: csrfFor(uid),
    language: languageOfInteraction(uid),
  });
  const address = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

  const send = (res: Response, status: number, title: string, body: Html) => {
    res
      .status(status)
      .set({
        'Content-Security-Policy': contentSecurityPolicy(),
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
      })
      .type('html')
      .send(page(title, body, { language: languageOfResponse(res) }));
  };

  /** The interaction of this browser, or null after answering with the expired page. */
  const interaction = async (req: Request, res: Response) => {
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.uid === req.params.uid) {
        settleLanguage(req, res, details.uid, details.params.ui_locales);
        return details;
      }
    } catch {
      // No interaction cookie, or the interaction expired: both end in the same page.
    }
    res.locals.language = requestLanguage(req);
    send(res, 400, 'セッション切れ', expiredPage(deps.publicUrl, languageOfResponse(res)));
    return null;
  };

  const validPost = (req: Request, uid: string): boolean => {
    const expected = Buffer.from(csrfFor(uid));
    const given = Buffer.from(text(req.body?.csrf));
    return expected.length === given.length && timingSafeEqual(expected, given);
  };

  /** Runs a POST handler after the interaction and form-token checks; DomainErrors become the page's message. */
  const post =
    (
      title: string,
      render: (
        c: PageContext,
        state: Feedback & { identifier?: string; username?: string; email?: string },
      ) => Html,
      handle: (req: Request, res: Response, uid: string) => Promise<void>,
    ) =>
    async (req: Request, res: Response) => {
      const details = await interaction(req, res);
      if (!details) return;
      const uid = details.uid;
      const identifier = text(req.body?.username).trim();
      if (!validPost(req, uid)) {
        send(
          res,
          403,
          title,
          render(context(uid), {
            error: 'フォームの有効期限が切れました。もう一度お試しください',
            identifier,
          }),
        );
        return;
      }
      try {
        await handle(req, res, uid);
      } catch (error) {
        if (!isDomainError(error)) throw error;
        if (error instanceof TooManyRequestsError) res.set('Retry-After', String(error.retryAfterSeconds));
        const state = {
          error: error.message,
          identifier,
          username: identifier,
          email: text(req.body?.email),
        };
        send(res, error.status, title, render(context(uid), state));
        if (error.status >= 500) deps.logger.error({ err: error }, 'interaction failed');
      }
    };

  const finishLogin = async (req: Request, res: Response, account: Account, amr: string[]) => {
    accounts.recordLogin(account.sub);
    const result: InteractionResults = { login: { accountId: account.sub, amr } };
    await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  };

  const noticeFrom = (req: Request): string | undefined =>
    NOTICES[text(req.query.notice) as keyof typeof NOTICES];

  router.get('/:uid', async (req, res) => {
    const details = await interaction(req, res);
    if (!details) return;
    if (details.prompt.name === 'consent') {
      // Our own web app needs no consent screen (normally the grant already covers it; this is the fallback).
      if (details.params.client_id !== deps.clientId) {
        await provider.interactionFinished(
          req,
          res,
          { error: 'access_denied' },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId: details.session?.accountId, clientId: deps.clientId });
      if (!grant) throw new Error('grant of the interaction not found');
      const missing = details.prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {}))
        grant.addResourceScope(indicator, scopes.join(' '));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
      return;
    }
    send(
      res,
      200,
      'ログイン',
      signInPage(context(details.uid), { notice: noticeFrom(req), identifier: text(req.query.identifier) }),
    );
  });

  router.get('/:uid/abort', async (req, res) => {
    const details = await interaction(req, res);
    if (!details) return;
    pending.delete(details.uid);
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'ログインがキャンセルされました' },
      { mergeWithLastSubmission: false },
    );
  });

  router.post(
    '/:uid/login',
    post('ログイン', signInPage, async (req, res, uid) => {
      const identifier = text(req.body.username).trim();
      let account: Account;
      try {
        account = await accounts.authenticate(identifier, text(req.body.password), address(req));
      } catch (error) {
        if (isDomainError(error) && error.code === 'USER_NOT_CONFIRMED') {
          send(
            res,
            403,
            'ログイン',
            signInPage(context(uid), { error: error.message, identifier, unverified: true }),
          );
          return;
        }
        throw error;
      }
      if (account.totpEnabled) {
        pending.put(uid, account.sub, 'totp');
        res.redirect(303, `${context(uid).base}/totp`);
        return;
      }
      await finishLogin(req, res, account, ['pwd']);
    }),
  );

  const page_ =
    (title: string, render: (c: PageContext, s: Feedback & { identifier?: string }) => Html) =>
    async (req: Request, res: Response) => {
      const details = await interaction(req, res);
      if (!details) return;
      send(
        res,
        200,
        title,
        render(context(details.uid), { notice: noticeFrom(req), identifier: text(req.query.identifier) }),
      );
    };

  router.get('/:uid/register', page_('新規登録', registerPage));
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

  router.get('/:uid/verify', page_('メールアドレスの確認', verifyPage));
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
        deps.logger.warn({ err: error }, 'verification code not re-sent');
      }
      if (!sent) throw new TooManyRequestsLike(IDENTITY_MESSAGES.resendFailed);
      redirectWith(res, uid, '/verify', 'resent', identifier);
    }),
  );

  router.get('/:uid/forgot', page_('パスワードの再設定', forgotPage));
  router.post(
    '/:uid/forgot',
    post('パスワードの再設定', forgotPage, async (req, res, uid) => {
      const identifier = text(req.body.username).trim();
      try {
        guardMail(req);
        await accounts.requestPasswordReset(identifier, languageOfResponse(res));
      } catch (error) {
        deps.logger.warn({ err: error }, 'password reset code not sent');
        throw new TooManyRequestsLike(IDENTITY_MESSAGES.forgotFailed);
      }
      redirectWith(res, uid, '/reset', 'forgot', identifier);
    }),
  );

  router.get('/:uid/reset', page_('新しいパスワードの設定', resetPage));
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

  router.get('/:uid/totp', async (req, res) => {
    const details = await interaction(req, res);
    if (!details) return;
    if (!pending.get(details.uid, 'totp')) return void res.redirect(303, context(details.uid).base);
    send(res, 200, '二段階認証', totpPage(context(details.uid), {}));
  });
  router.post(
    '/:uid/totp',
    post('二段階認証', totpPage, async (req, res, uid) => {
      const waiting = pending.get(uid, 'totp');
      const account = waiting ? accounts.findBySub(waiting.sub) : null;
      if (!waiting || !account?.totpSecret || account.disabled)
        return void res.redirect(303, context(uid).base);
      const secret = accounts.openTotpSecret(account.totpSecret);
      if (!(await accounts.checkTotp(account.sub, secret, text(req.body.code), address(req))))
        throw identityErrors.codeMismatch();
      pending.delete(uid);
      await finishLogin(req, res, account, ['pwd', 'otp']);
    }),
  );

  router.get('/:uid/mfa-setup', page_('二段階認証の設定', mfaSetupPasswordPage));
  router.post(
    '/:uid/mfa-setup',
    post('二段階認証の設定', mfaSetupPasswordPage, async (req, res, uid) => {
      const account = await accounts.authenticate(
        text(req.body.username),
        text(req.body.password),
        address(req),
      );
      if (account.totpEnabled) {
        // Replacing an enrolled authenticator first needs the current one: that is the normal TOTP step.
        pending.put(uid, account.sub, 'totp');
        return void res.redirect(303, `${context(uid).base}/totp`);
      }
      const enrolment = accounts.newTotpEnrolment(account);
      pending.put(uid, account.sub, 'totp-setup', accounts.sealTotpSecret(enrolment.secret));
      await renderQr(res, uid, enrolment.secret, {});
    }),
  );
  router.post(
    '/:uid/mfa-setup/confirm',
    post('認証アプリの登録', mfaSetupPasswordPage, async (req, res, uid) => {
      const waiting = pending.get(uid, 'totp-setup');
      const account = waiting ? accounts.findBySub(waiting.sub) : null;
      if (!waiting?.sealedTotpSecret || !account)
        return void res.redirect(303, `${context(uid).base}/mfa-setup`);
      const secret = accounts.openTotpSecret(waiting.sealedTotpSecret);
      if (!(await accounts.checkTotp(account.sub, secret, text(req.body.code), address(req)))) {
        await renderQr(res, uid, secret, { error: IDENTITY_MESSAGES.codeMismatch }, 400);
        return;
      }
      accounts.enableTotp(account.sub, secret);
      pending.delete(uid);
      await finishLogin(req, res, account, ['pwd', 'otp']);
    }),
  );

  const renderQr = async (res: Response, uid: string, secret: string, feedback: Feedback, status = 200) => {
    const account = pending.get(uid, 'totp-setup');
    const username = account ? accounts.findBySub(account.sub)?.username : undefined;
    const uri = accounts.newTotpUri(username ?? '', secret);
    const qrDataUrl = await QRCode.toDataURL(uri, { margin: 1, width: 200 });
    send(res, status, '認証アプリの登録', mfaSetupQrPage(context(uid), { ...feedback, qrDataUrl, secret }));
  };

  const guardMail = (req: Request) => {
    const wait = limiters.mailsPerAddress.retryAfterSeconds(address(req));
    if (wait > 0) throw identityErrors.tooManyCodes(wait);
    limiters.mailsPerAddress.recordFailure(address(req));
  };

  const redirectWith = (
    res: Response,
    uid: string,
    path: string,
    notice: keyof typeof NOTICES,
    identifier: string,
  ) => {
    const query = new URLSearchParams({ notice, identifier });
    res.redirect(303, `${context(uid).base}${path}?${query}`);
  };

  return router;
}

/** A mail that could not be sent (throttled or failed) answers 429 with the spec's failure text. */
class TooManyRequestsLike extends TooManyRequestsError {
  constructor(message: string) {
    super(message, 60);
  }
}
