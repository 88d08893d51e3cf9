import { SELF_SERVICE_PASSWORD_MIN_LENGTH } from '@exam/domain';
import { interpolate, LANGUAGE_NAMES, LANGUAGES, type Language } from '@exam/domain/i18n';
import { type Html, html } from './html.js';
import { type PageTexts, pageTexts } from './page-language.js';

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

/** Where a page is (the interaction's path, its form token) and the language it speaks. */
export type PageContext = { base: string; csrf: string; language?: Language };

const textsOf = (c: PageContext): PageTexts => pageTexts(c.language ?? 'ja');

const CODE_MINUTES = 15;

const field = (f: Field): Html =>
  html`<label for="${f.name}">${f.label}</label><input id="${f.name}" name="${f.name}" type="${f.type ?? 'text'}" value="${f.type === 'password' ? '' : (f.value ?? '')}" autocomplete="${f.autocomplete ?? 'off'}" ${f.inputmode ? html`inputmode="${f.inputmode}" pattern="[0-9]*" maxlength="6"` : ''} required>${f.hint ? html`<div class="hint">${f.hint}</div>` : ''}`;

/** Sign-in, verification, reset and MFA set-up all ask who the user is the same way. */
const identifierField = (t: PageTexts, value: string | undefined): Html =>
  field({ name: 'username', label: t.pages.identifier, value, autocomplete: 'username' });

const currentPasswordField = (t: PageTexts) =>
  field({ name: 'password', label: t.pages.password, type: 'password', autocomplete: 'current-password' });

/** Refusals and notices arrive as the server's (Japanese) texts: each is said in the page's language. */
const feedback = (t: PageTexts, { error, notice }: Feedback): Html =>
  html`${error ? html`<div class="error" role="alert" id="error">${t.say(error)}</div>` : ''}${notice ? html`<div class="notice" role="status" id="notice">${t.say(notice)}</div>` : ''}`;

const form = (
  action: string,
  csrf: string,
  fields: Html[],
  submit: string,
  extra?: Html,
  after?: Html,
): Html =>
  html`<form method="post" action="${action}" novalidate><input type="hidden" name="csrf" value="${csrf}">${fields}${extra ?? ''}<button type="submit" id="submit" name="submit">${submit}</button>${after ?? ''}</form>`;

const links = (base: string, items: Array<[string, string]>): Html =>
  html`<nav class="links">${items.map(([href, text]) => html`<a href="${base}${href}">${text}</a>`)}</nav>`;

/** The language switch of a page: the same page in each language (the choice is kept for the interaction). */
const languageSwitch = (c: PageContext, t: PageTexts, path: string): Html => {
  const current = c.language ?? 'ja';
  return html`<nav class="languages" aria-label="${t.pages.language}">${LANGUAGES.map((language) =>
    language === current
      ? html`<strong lang="${language}" aria-current="true">${LANGUAGE_NAMES[language]}</strong>`
      : html`<a lang="${language}" hreflang="${language}" id="lang-${language}" href="${c.base}${path}?lang=${language}">${LANGUAGE_NAMES[language]}</a>`,
  )}</nav>`;
};

const passwordHint = (c: PageContext, t: PageTexts) =>
  interpolate(t.pages.passwordHint, { min: SELF_SERVICE_PASSWORD_MIN_LENGTH }, c.language);

export function signInPage(
  c: PageContext,
  state: Feedback & { identifier?: string; unverified?: boolean },
): Html {
  const t = textsOf(c);
  const verifyHref = `/verify?identifier=${encodeURIComponent(state.identifier ?? '')}`;
  return html`${languageSwitch(c, t, '')}<h1>${t.pages.signInTitle}</h1><p class="lead">${t.pages.signInLead}</p>
    ${feedback(t, state)}
    ${state.unverified ? html`<p><a id="verify-link" href="${c.base}${verifyHref}">${t.pages.enterVerificationCode}</a></p>` : ''}
    ${form(`${c.base}/login`, c.csrf, [identifierField(t, state.identifier), currentPasswordField(t)], t.pages.signInSubmit)}
    ${links(c.base, [
      ['/register', t.pages.register],
      ['/forgot', t.pages.forgot],
      ['/verify', t.pages.verify],
      ['/mfa-setup', t.pages.mfaSetupLink],
      ['/abort', t.pages.cancel],
    ])}`;
}

export function registerPage(c: PageContext, state: Feedback & { username?: string; email?: string }): Html {
  const t = textsOf(c);
  return html`${languageSwitch(c, t, '/register')}<h1>${t.pages.registerTitle}</h1><p class="lead">${t.pages.registerLead}</p>
    ${feedback(t, state)}
    ${form(
      `${c.base}/register`,
      c.csrf,
      [
        field({
          name: 'username',
          label: t.pages.username,
          value: state.username,
          autocomplete: 'username',
          hint: t.pages.usernameHint,
        }),
        field({
          name: 'email',
          label: t.pages.email,
          type: 'email',
          value: state.email,
          autocomplete: 'email',
        }),
        field({
          name: 'password',
          label: t.pages.password,
          type: 'password',
          autocomplete: 'new-password',
          hint: passwordHint(c, t),
        }),
      ],
      t.pages.registerSubmit,
    )}
    ${links(c.base, [['', t.pages.backToSignIn]])}`;
}

export function verifyPage(c: PageContext, state: Feedback & { identifier?: string }): Html {
  const t = textsOf(c);
  // One form, two buttons: re-sending uses the same username field (formaction), so each name appears once.
  const resend = html`<button type="submit" class="secondary" id="resend" name="resend" formaction="${c.base}/resend" formnovalidate>${t.pages.resend}</button>`;
  return html`${languageSwitch(c, t, '/verify')}<h1>${t.pages.verifyTitle}</h1><p class="lead">${interpolate(t.pages.verifyLead, { minutes: CODE_MINUTES }, c.language)}</p>
    ${feedback(t, state)}
    ${form(
      `${c.base}/verify`,
      c.csrf,
      [
        identifierField(t, state.identifier),
        field({
          name: 'code',
          label: t.pages.verificationCode,
          inputmode: 'numeric',
          autocomplete: 'one-time-code',
        }),
      ],
      t.pages.verifySubmit,
      undefined,
      resend,
    )}
    ${links(c.base, [['', t.pages.backToSignIn]])}`;
}

export function forgotPage(c: PageContext, state: Feedback & { identifier?: string }): Html {
  const t = textsOf(c);
  return html`${languageSwitch(c, t, '/forgot')}<h1>${t.pages.forgotTitle}</h1><p class="lead">${t.pages.forgotLead}</p>
    ${feedback(t, state)}
    ${form(`${c.base}/forgot`, c.csrf, [identifierField(t, state.identifier)], t.pages.forgotSubmit)}
    ${links(c.base, [
      ['/reset', t.pages.haveCode],
      ['', t.pages.backToSignIn],
    ])}`;
}

export function resetPage(c: PageContext, state: Feedback & { identifier?: string }): Html {
  const t = textsOf(c);
  return html`${languageSwitch(c, t, '/reset')}<h1>${t.pages.resetTitle}</h1>
    ${feedback(t, state)}
    ${form(
      `${c.base}/reset`,
      c.csrf,
      [
        identifierField(t, state.identifier),
        field({
          name: 'code',
          label: t.pages.resetCode,
          inputmode: 'numeric',
          autocomplete: 'one-time-code',
        }),
        field({
          name: 'password',
          label: t.pages.newPassword,
          type: 'password',
          autocomplete: 'new-password',
          hint: passwordHint(c, t),
        }),
      ],
      t.pages.resetSubmit,
    )}
    ${links(c.base, [['', t.pages.backToSignIn]])}`;
}

export function totpPage(c: PageContext, state: Feedback): Html {
  const t = textsOf(c);
  return html`${languageSwitch(c, t, '/totp')}<h1>${t.pages.totpTitle}</h1><p class="lead">${t.pages.totpLead}</p>
    ${feedback(t, state)}
    ${form(`${c.base}/totp`, c.csrf, [field({ name: 'code', label: t.pages.authCode, inputmode: 'numeric', autocomplete: 'one-time-code' })], t.pages.totpSubmit)}
    ${links(c.base, [['/abort', t.pages.cancel]])}`;
}

export function mfaSetupPasswordPage(c: PageContext, state: Feedback & { identifier?: string }): Html {
  const t = textsOf(c);
  return html`${languageSwitch(c, t, '/mfa-setup')}<h1>${t.pages.mfaSetupTitle}</h1><p class="lead">${t.pages.mfaSetupLead}</p>
    ${feedback(t, state)}
    ${form(`${c.base}/mfa-setup`, c.csrf, [identifierField(t, state.identifier), currentPasswordField(t)], t.pages.next)}
    ${links(c.base, [['', t.pages.backToSignIn]])}`;
}

export function mfaSetupQrPage(
  c: PageContext,
  state: Feedback & { qrDataUrl: string; secret: string },
): Html {
  const t = textsOf(c);
  return html`<h1>${t.pages.mfaQrTitle}</h1><p class="lead">${t.pages.mfaQrLead}</p>
    ${feedback(t, state)}
    <img class="qr" id="totp-qr" src="${state.qrDataUrl}" alt="${t.pages.qrAlt}">
    <div class="hint">${t.pages.qrManual}</div><code class="secret" id="totp-secret">${state.secret}</code>
    ${form(`${c.base}/mfa-setup/confirm`, c.csrf, [field({ name: 'code', label: t.pages.authCode, inputmode: 'numeric', autocomplete: 'one-time-code' })], t.pages.mfaQrSubmit)}
    ${links(c.base, [['/abort', t.pages.cancel]])}`;
}

export function expiredPage(publicUrl: string, language: Language = 'ja'): Html {
  const t = pageTexts(language);
  return html`<h1>${t.pages.expiredTitle}</h1><div class="error" role="alert">${t.pages.expiredBody}</div>
    <nav class="links"><a href="${publicUrl}/">${t.pages.backToTop}</a></nav>`;
}
