import { IDENTITY_MESSAGES, isDomainError } from '@exam/domain';
import type { Response, Router } from 'express';
import QRCode from 'qrcode';
import type { Account } from '../accounts/account.js';
import { identityErrors } from '../accounts/identity-errors.js';
import { type InteractionKit, text } from './interaction-kit.js';
import { type Feedback, mfaSetupPasswordPage, mfaSetupQrPage, signInPage, totpPage } from './pages.js';

/**
 * The sign-in itself: the first page (or the consent fallback), cancelling, the password, the TOTP step, and
 * enrolling an authenticator app.
 */
export const mountSignInRoutes = (router: Router, kit: InteractionKit): void => {
  const { provider, accounts, pending, clientId } = kit.deps;
  const { context, send, interaction, post, finishLogin, noticeFrom, address } = kit;

  router.get('/:uid', async (req, res) => {
    const details = await interaction(req, res);
    if (!details) return;
    if (details.prompt.name === 'consent') {
      // Our own web app needs no consent screen (normally the grant already covers it; this is the fallback).
      if (details.params.client_id !== clientId) {
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
        : new provider.Grant({ accountId: details.session?.accountId, clientId });
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

  router.get('/:uid/mfa-setup', kit.formPage('二段階認証の設定', mfaSetupPasswordPage));
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
};
