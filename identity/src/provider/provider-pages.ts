import { CATALOGUES, interpolate, type Language, pickLanguage } from '@exam/domain/i18n';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { contentSecurityPolicy, Html, html, newNonce, page } from '../interactions/html.js';

const send = (ctx: KoaContextWithOIDC, body: string, nonce?: string) => {
  ctx.type = 'html';
  ctx.set('Content-Security-Policy', contentSecurityPolicy(nonce));
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
};

/** The provider's own pages follow the app's ui_locales when the request carries them, else the browser. */
const languageOf = (ctx: KoaContextWithOIDC): Language => {
  const uiLocales = ctx.oidc?.params?.ui_locales;
  return pickLanguage(typeof uiLocales === 'string' ? uiLocales : ctx.get('accept-language'));
};

/**
 * RP-initiated logout. With an id_token_hint (the provider has verified it: our web app signing its user out) the form
 * submits itself; without one, anyone's page could sign the visitor out (logout CSRF), so the user is asked first.
 */
export function logoutPage(ctx: KoaContextWithOIDC, form: string, publicUrl: string): void {
  const language = languageOf(ctx);
  const t = CATALOGUES[language].identity.pages;
  const hinted = typeof ctx.oidc.params?.id_token_hint === 'string' && ctx.oidc.params.id_token_hint !== '';
  if (!hinted) {
    const body = html`<h1>${t.signOutQuestion}</h1>
      <p class="lead">${t.signOutQuestionLead}</p>
      ${new Html(form)}
      <button type="submit" form="op.logoutForm" name="logout" value="yes" id="submit">${t.signOutConfirm}</button>
      <nav class="links"><a href="${publicUrl}/">${t.stayedSignedIn}</a></nav>`;
    send(ctx, page(t.signOut, body, { language }));
    return;
  }
  const nonce = newNonce();
  const body = html`<h1>${t.signingOut}</h1>
    <p class="lead">${t.signingOutLead}</p>
    ${new Html(form)}
    <button type="submit" form="op.logoutForm" name="logout" value="yes" id="submit">${t.signOut}</button>
    <script nonce="${nonce}">document.getElementById('submit').click();</script>`;
  send(ctx, page(t.signOut, body, { language }), nonce);
}

export function signedOutPage(ctx: KoaContextWithOIDC, publicUrl: string): void {
  const language = languageOf(ctx);
  const t = CATALOGUES[language].identity.pages;
  send(
    ctx,
    page(
      t.signOut,
      html`<h1>${t.signedOut}</h1><nav class="links"><a href="${publicUrl}/">${t.backToTop}</a></nav>`,
      { language },
    ),
  );
}

export function oidcErrorPage(
  ctx: KoaContextWithOIDC,
  out: { error: string; error_description?: string },
  _error: Error,
  publicUrl: string,
): void {
  const language = languageOf(ctx);
  const t = CATALOGUES[language].identity.pages;
  const body = html`<h1>${t.authError}</h1>
    <div class="error" role="alert">${out.error_description ?? out.error}</div>
    <p class="lead">${interpolate(t.errorCode, { code: out.error })}</p>
    <nav class="links"><a href="${publicUrl}/">${t.backToTop}</a></nav>`;
  send(ctx, page(t.authError, body, { language }));
}
