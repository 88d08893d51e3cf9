import { CATALOGUES, interpolate, type Language } from '@exam/domain/i18n';
import type { OutgoingMail } from './mailer.js';

const MINUTES = 15;

/** A code mail in `language` (Japanese unless the sign-in pages spoke another), named after the product. */
const codeMail = (
  purpose: OutgoingMail['purpose'],
  texts: { subject: string; body: string },
  language: Language,
  to: string,
  username: string,
  code: string,
): OutgoingMail => ({
  to,
  purpose,
  code,
  subject: interpolate(texts.subject, { product: CATALOGUES[language].app.name }),
  text: interpolate(texts.body, { username, code, minutes: MINUTES }, language),
});

export const verificationMail = (to: string, username: string, code: string, language: Language = 'ja') => {
  const { mail } = CATALOGUES[language].identity;
  return codeMail(
    'verify-email',
    { subject: mail.verifySubject, body: mail.verifyBody },
    language,
    to,
    username,
    code,
  );
};

export const passwordResetMail = (to: string, username: string, code: string, language: Language = 'ja') => {
  const { mail } = CATALOGUES[language].identity;
  return codeMail(
    'reset-password',
    { subject: mail.resetSubject, body: mail.resetBody },
    language,
    to,
    username,
    code,
  );
};
