import type { KoaContextWithOIDC } from 'oidc-provider';
import { contentSecurityPolicy, Html, html, newNonce, page } from '../interactions/html.js';

const send = (ctx: KoaContextWithOIDC, body: string, nonce?: string) => {
  ctx.type = 'html';
  ctx.set('Content-Security-Policy', contentSecurityPolicy(nonce));
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
};

/**
 * RP-initiated logout. With an id_token_hint (the provider has verified it: our web app signing its user out) the form
 * submits itself; without one, anyone's page could sign the visitor out (logout CSRF), so the user is asked first.
 */
export function logoutPage(ctx: KoaContextWithOIDC, form: string, publicUrl: string): void {
  const hinted = typeof ctx.oidc.params?.id_token_hint === 'string' && ctx.oidc.params.id_token_hint !== '';
  if (!hinted) {
    const body = html`<h1>ログアウトしますか？</h1>
      <p class="lead">この端末でのログインを終了します。</p>
      ${new Html(form)}
      <button type="submit" form="op.logoutForm" name="logout" value="yes" id="submit">ログアウトする</button>
      <nav class="links"><a href="${publicUrl}/">ログアウトせずに戻る</a></nav>`;
    send(ctx, page('ログアウト', body));
    return;
  }
  const nonce = newNonce();
  const body = html`<h1>ログアウトしています…</h1>
    <p class="lead">自動的に進まない場合は、下のボタンを押してください。</p>
    ${new Html(form)}
    <button type="submit" form="op.logoutForm" name="logout" value="yes" id="submit">ログアウト</button>
    <script nonce="${nonce}">document.getElementById('submit').click();</script>`;
  send(ctx, page('ログアウト', body), nonce);
}

export function signedOutPage(ctx: KoaContextWithOIDC, publicUrl: string): void {
  send(
    ctx,
    page(
      'ログアウト',
      html`<h1>ログアウトしました</h1><nav class="links"><a href="${publicUrl}/">トップページへ戻る</a></nav>`,
    ),
  );
}

export function oidcErrorPage(
  ctx: KoaContextWithOIDC,
  out: { error: string; error_description?: string },
  _error: Error,
  publicUrl: string,
): void {
  const body = html`<h1>認証エラー</h1>
    <div class="error" role="alert">${out.error_description ?? out.error}</div>
    <p class="lead">エラーコード: ${out.error}</p>
    <nav class="links"><a href="${publicUrl}/">トップページへ戻る</a></nav>`;
  send(ctx, page('認証エラー', body));
}
