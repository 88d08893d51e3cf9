import { createHmac, timingSafeEqual } from 'node:crypto';
import { IDENTITY_MESSAGES, isDomainError, TooManyRequestsError } from '@exam/domain';
import type { Logger } from '@exam/platform';
import type { Request, Response } from 'express';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
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
import { expiredPage, type Feedback, type PageContext } from './pages.js';
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
export const NOTICES = {
  registered: IDENTITY_MESSAGES.registerSucceeded,
  verified: IDENTITY_MESSAGES.confirmSucceeded,
  reset: IDENTITY_MESSAGES.resetSucceeded,
  resent: IDENTITY_MESSAGES.resendSucceeded,
  forgot: IDENTITY_MESSAGES.forgotSucceeded,
} as const;

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** What a form page is drawn with: the feedback, and the fields typed so far. */
export type FormState = Feedback & { identifier?: string; username?: string; email?: string };
export type FormPage = (c: PageContext, state: FormState) => Html;

/** A mail that could not be sent (throttled or failed) answers 429 with the spec's failure text. */
export class TooManyRequestsLike extends TooManyRequestsError {
  constructor(message: string) {
    super(message, 60);
  }
}

/**
 * The pieces every interaction page shares: the form token derived from the interaction (HMAC), the page's headers,
 * the interaction of this browser (bound by oidc-provider's cookie), and the POST wrapper that turns DomainErrors
 * into the page's message.
 */
export const createInteractionKit = (deps: InteractionRouterDeps) => {
  const { provider, accounts, limiters } = deps;

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
    (title: string, render: FormPage, handle: (req: Request, res: Response, uid: string) => Promise<void>) =>
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

  /** A GET of a form page: the notice and identifier carried over from the step before. */
  const formPage =
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

  /** Mails (codes, resets) are throttled per address: the outbox/SMTP is no spam relay. */
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

  return {
    deps,
    context,
    address,
    send,
    interaction,
    post,
    finishLogin,
    noticeFrom,
    formPage,
    guardMail,
    redirectWith,
  };
};

export type InteractionKit = ReturnType<typeof createInteractionKit>;
