import { type Html, html } from './html.js';

export type Feedback = { error?: string; notice?: string };

type Field = {
  name: 'username' | 'email' | 'password' | 'code';
  label: string;
  type?: 'text' | 'email' | 'password';
  value?: string;
  autocomplete?: string;
  hint?: string;
  inputmode?: 'numeric';
};

const field = (f: Field): Html =>
  html`<label for="${f.name}">${f.label}</label><input id="${f.name}" name="${f.name}" type="${f.type ?? 'text'}" value="${f.type === 'password' ? '' : (f.value ?? '')}" autocomplete="${f.autocomplete ?? 'off'}" ${f.inputmode ? html`inputmode="${f.inputmode}" pattern="[0-9]*" maxlength="6"` : ''} required>${f.hint ? html`<div class="hint">${f.hint}</div>` : ''}`;

/** Sign-in, verification, reset and MFA set-up all ask who the user is the same way. */
const identifierField = (value: string | undefined): Html =>
  field({ name: 'username', label: 'ユーザー名またはメールアドレス', value, autocomplete: 'username' });

const currentPasswordField = field({
  name: 'password',
  label: 'パスワード',
  type: 'password',
  autocomplete: 'current-password',
});

const feedback = ({ error, notice }: Feedback): Html =>
  html`${error ? html`<div class="error" role="alert" id="error">${error}</div>` : ''}${notice ? html`<div class="notice" role="status" id="notice">${notice}</div>` : ''}`;

const form = (
  action: string,
  csrf: string,
  fields: Html[],
  submit: string,
  extra?: Html,
  after?: Html,
): Html =>
  html`<form method="post" action="${action}" novalidate><input type="hidden" name="csrf" value="${csrf}">${fields}${extra ?? ''}<button type="submit" id="submit" name="submit">${submit}</button>${after ?? ''}</form>`;

export type PageContext = { base: string; csrf: string };

const links = (base: string, items: Array<[string, string]>): Html =>
  html`<nav class="links">${items.map(([href, text]) => html`<a href="${base}${href}">${text}</a>`)}</nav>`;

export function signInPage(
  c: PageContext,
  state: Feedback & { identifier?: string; unverified?: boolean },
): Html {
  const verifyHref = `/verify?identifier=${encodeURIComponent(state.identifier ?? '')}`;
  return html`<h1>ログイン</h1><p class="lead">ユーザー名またはメールアドレスとパスワードでログインします。</p>
    ${feedback(state)}
    ${state.unverified ? html`<p><a id="verify-link" href="${c.base}${verifyHref}">確認コードを入力する</a></p>` : ''}
    ${form(`${c.base}/login`, c.csrf, [identifierField(state.identifier), currentPasswordField], 'ログイン')}
    ${links(c.base, [
      ['/register', '新規登録'],
      ['/forgot', 'パスワードをお忘れの方'],
      ['/verify', 'メールアドレスの確認'],
      ['/mfa-setup', '二段階認証（TOTP）の設定'],
      ['/abort', 'キャンセル'],
    ])}`;
}

export function registerPage(c: PageContext, state: Feedback & { username?: string; email?: string }): Html {
  return html`<h1>新規登録</h1><p class="lead">登録後、メールに届く確認コードでメールアドレスを確認します。</p>
    ${feedback(state)}
    ${form(
      `${c.base}/register`,
      c.csrf,
      [
        field({
          name: 'username',
          label: 'ユーザー名',
          value: state.username,
          autocomplete: 'username',
          hint: '4〜20文字の英数字とアンダースコア',
        }),
        field({
          name: 'email',
          label: 'メールアドレス',
          type: 'email',
          value: state.email,
          autocomplete: 'email',
        }),
        field({
          name: 'password',
          label: 'パスワード',
          type: 'password',
          autocomplete: 'new-password',
          hint: '8文字以上、英字と数字を含む',
        }),
      ],
      '登録する',
    )}
    ${links(c.base, [['', 'ログインに戻る']])}`;
}

export function verifyPage(c: PageContext, state: Feedback & { identifier?: string }): Html {
  // One form, two buttons: re-sending uses the same username field (formaction), so each name appears once.
  const resend = html`<button type="submit" class="secondary" id="resend" name="resend" formaction="${c.base}/resend" formnovalidate>確認コードを再送信</button>`;
  return html`<h1>メールアドレスの確認</h1><p class="lead">メールに届いた6桁の確認コードを入力してください（15分間有効）。</p>
    ${feedback(state)}
    ${form(
      `${c.base}/verify`,
      c.csrf,
      [
        identifierField(state.identifier),
        field({ name: 'code', label: '確認コード', inputmode: 'numeric', autocomplete: 'one-time-code' }),
      ],
      '確認する',
      undefined,
      resend,
    )}
    ${links(c.base, [['', 'ログインに戻る']])}`;
}

export function forgotPage(c: PageContext, state: Feedback & { identifier?: string }): Html {
  return html`<h1>パスワードの再設定</h1><p class="lead">登録済みのメールアドレスに再設定コードを送ります。</p>
    ${feedback(state)}
    ${form(`${c.base}/forgot`, c.csrf, [identifierField(state.identifier)], 'コードを送信')}
    ${links(c.base, [
      ['/reset', 'コードをお持ちの方'],
      ['', 'ログインに戻る'],
    ])}`;
}

export function resetPage(c: PageContext, state: Feedback & { identifier?: string }): Html {
  return html`<h1>新しいパスワードの設定</h1>
    ${feedback(state)}
    ${form(
      `${c.base}/reset`,
      c.csrf,
      [
        identifierField(state.identifier),
        field({ name: 'code', label: '再設定コード', inputmode: 'numeric', autocomplete: 'one-time-code' }),
        field({
          name: 'password',
          label: '新しいパスワード',
          type: 'password',
          autocomplete: 'new-password',
          hint: '8文字以上、英字と数字を含む',
        }),
      ],
      'パスワードを再設定',
    )}
    ${links(c.base, [['', 'ログインに戻る']])}`;
}

export function totpPage(c: PageContext, state: Feedback): Html {
  return html`<h1>二段階認証</h1><p class="lead">認証アプリに表示されている6桁のコードを入力してください。</p>
    ${feedback(state)}
    ${form(`${c.base}/totp`, c.csrf, [field({ name: 'code', label: '認証コード', inputmode: 'numeric', autocomplete: 'one-time-code' })], '確認')}
    ${links(c.base, [['/abort', 'キャンセル']])}`;
}

export function mfaSetupPasswordPage(c: PageContext, state: Feedback & { identifier?: string }): Html {
  return html`<h1>二段階認証の設定</h1><p class="lead">本人確認のため、ログイン情報を入力してください。</p>
    ${feedback(state)}
    ${form(`${c.base}/mfa-setup`, c.csrf, [identifierField(state.identifier), currentPasswordField], '次へ')}
    ${links(c.base, [['', 'ログインに戻る']])}`;
}

export function mfaSetupQrPage(
  c: PageContext,
  state: Feedback & { qrDataUrl: string; secret: string },
): Html {
  return html`<h1>認証アプリの登録</h1><p class="lead">認証アプリ（Google Authenticator など）でQRコードを読み取り、表示された6桁のコードを入力してください。</p>
    ${feedback(state)}
    <img class="qr" id="totp-qr" src="${state.qrDataUrl}" alt="TOTP QRコード">
    <div class="hint">読み取れない場合は次のキーを手入力してください。</div><code class="secret" id="totp-secret">${state.secret}</code>
    ${form(`${c.base}/mfa-setup/confirm`, c.csrf, [field({ name: 'code', label: '認証コード', inputmode: 'numeric', autocomplete: 'one-time-code' })], '登録してログイン')}
    ${links(c.base, [['/abort', 'キャンセル']])}`;
}

export function expiredPage(publicUrl: string): Html {
  return html`<h1>セッションの有効期限切れ</h1><div class="error" role="alert">ログイン手続きの有効期限が切れました。もう一度ログインしてください。</div>
    <nav class="links"><a href="${publicUrl}/">トップページへ戻る</a></nav>`;
}
