import { randomUUID } from 'node:crypto';
import {
  isEmailAddress,
  isJapanesePhoneNumber,
  isValidUsername,
  type PasswordPolicy,
  passwordMinLength,
  passwordProblem,
} from '@exam/domain';
import { catalogueJa, type Language } from '@exam/domain/i18n';
import type { Logger } from '@exam/platform';
import { generateSecret, generateURI, verify as verifyTotpToken } from 'otplib';
import type { Mailer } from '../mail/mailer.js';
import { passwordResetMail, verificationMail } from '../mail/templates.js';
import type { SignInLimiters } from '../throttle/sign-in-limiters.js';
import type { Account } from './account.js';
import { type AccountStore, lookupKey } from './account-store.js';
import { identityErrors } from './identity-errors.js';
import type { OneTimeCodes } from './one-time-codes.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password-hasher.js';
import type { TotpCipher } from './totp-cipher.js';

export type NewAccount = {
  username: string;
  email: string;
  password: string;
  phoneNumber?: string;
  name?: string;
  familyName?: string;
  givenName?: string;
};

export type RegisterOptions = {
  policy: PasswordPolicy;
  /** An administrator vouches for the address; self-registered accounts verify it with a mailed code. */
  emailVerified: boolean;
  /** The language of the page that asked: the verification mail is written in it (Japanese by default). */
  language?: Language;
};

export type AccountServiceDeps = {
  store: AccountStore;
  codes: OneTimeCodes;
  mailer: Mailer;
  cipher: TotpCipher;
  limiters: SignInLimiters;
  logger: Logger;
  /** Shown in authenticator apps next to the account. */
  totpIssuer?: string;
};

/** Each TOTP code is accepted within ±30 s of its period (clock drift between phone and server). */
const TOTP_TOLERANCE_SECONDS = 30;
const OPTIONAL_TEXT_MAX = 100;

/** The account rules of the embedded identity provider: registration, sign-in, codes, password reset, TOTP. */
export class AccountService {
  constructor(private readonly deps: AccountServiceDeps) {}

  find(identifier: string): Account | null {
    return this.deps.store.findByUsernameOrEmail(identifier);
  }

  findBySub(sub: string): Account | null {
    return this.deps.store.findBySub(sub);
  }

  setDisabled(sub: string, disabled: boolean): boolean {
    return this.deps.store.setDisabled(sub, disabled);
  }

  async register(input: NewAccount, options: RegisterOptions): Promise<Account> {
    const username = input.username?.trim() ?? '';
    const email = input.email?.trim() ?? '';
    if (!isValidUsername(username)) throw identityErrors.invalidParameter('username');
    if (!isEmailAddress(email)) throw identityErrors.invalidParameter('email');
    const phoneNumber = input.phoneNumber?.trim() || null;
    if (phoneNumber && !isJapanesePhoneNumber(phoneNumber))
      throw identityErrors.invalidParameter('phone_number');
    const optional = (field: string, value: string | undefined) => {
      const text = value?.trim() || null;
      if (text && text.length > OPTIONAL_TEXT_MAX) throw identityErrors.invalidParameter(field);
      return text;
    };
    const problem = passwordProblem(input.password ?? '', options.policy);
    if (problem) throw identityErrors.invalidPassword(problem, passwordMinLength(options.policy));

    const account: Account = {
      sub: randomUUID(),
      username,
      email,
      passwordHash: await hashPassword(input.password),
      phoneNumber,
      name: optional('name', input.name),
      familyName: optional('family_name', input.familyName),
      givenName: optional('given_name', input.givenName),
      emailVerified: options.emailVerified,
      disabled: false,
      totpSecret: null,
      totpEnabled: false,
      createdAt: new Date().toISOString(),
      lastLoginAt: null,
    };
    const result = this.deps.store.insert(account);
    if (result === 'username-taken') throw identityErrors.usernameExists();
    if (result === 'email-taken') throw identityErrors.emailExists();
    this.deps.logger.info({ sub: account.sub, username }, 'account registered');
    if (!account.emailVerified) await this.sendVerificationCode(account, options.language);
    return account;
  }

  /**
   * Username or e-mail plus password. The attempt is reserved with the throttle (per account and address, per
   * address, the account's pace) before the password is even checked; a missing account costs the same hashing time
   * as a wrong password and gets the same answer.
   */
  async authenticate(identifier: string, password: string, address: string): Promise<Account> {
    const account = identifier.trim() ? this.deps.store.findByUsernameOrEmail(identifier) : null;
    const accountKey = account ? `sub:${account.sub}` : `id:${lookupKey(identifier)}`;
    const attempt = await this.deps.limiters.credentials.begin(accountKey, address);
    const matches = account
      ? await verifyPassword(account.passwordHash, password)
      : (await verifyPassword(await decoyPasswordHash(), password)) && false;
    if (!account || !matches) {
      await attempt.failed();
      throw identityErrors.notAuthorized();
    }
    await attempt.succeeded();
    if (account.disabled) throw identityErrors.accountDisabled();
    if (!account.emailVerified) throw identityErrors.userNotConfirmed();
    return account;
  }

  recordLogin(sub: string): void {
    this.deps.store.recordLogin(sub, new Date().toISOString());
  }

  private async sendVerificationCode(account: Account, language: Language = 'ja'): Promise<void> {
    const code = this.deps.codes.issue(account.sub, 'verify-email');
    await this.deps.mailer.send(verificationMail(account.email, account.username, code, language));
  }

  /** True when a code was sent; false when there is no unverified account by that name (nothing to send). */
  async resendVerification(identifier: string, language: Language = 'ja'): Promise<boolean> {
    const account = this.deps.store.findByUsernameOrEmail(identifier);
    if (!account || account.emailVerified) return false;
    await this.sendVerificationCode(account, language);
    return true;
  }

  private guardCodeAttempt(address: string): void {
    const wait = this.deps.limiters.codesPerAddress.retryAfterSeconds(address);
    if (wait > 0) throw identityErrors.tooManyCodes(wait);
  }

  private failCode(address: string, error: Error): never {
    this.deps.limiters.codesPerAddress.recordFailure(address);
    throw error;
  }

  async confirmEmail(identifier: string, code: string, address: string): Promise<Account> {
    this.guardCodeAttempt(address);
    const account = this.deps.store.findByUsernameOrEmail(identifier);
    if (!account) this.failCode(address, identityErrors.codeMismatch());
    if (account.emailVerified) return account;
    const check = this.deps.codes.check(account.sub, 'verify-email', code);
    if (check === 'mismatch') this.failCode(address, identityErrors.codeMismatch());
    if (check === 'expired') this.failCode(address, identityErrors.codeExpired());
    this.deps.store.setEmailVerified(account.sub);
    return { ...account, emailVerified: true };
  }

  /** Sends a reset code when the account exists; says nothing either way, so the form reveals no accounts. */
  async requestPasswordReset(identifier: string, language: Language = 'ja'): Promise<void> {
    const account = this.deps.store.findByUsernameOrEmail(identifier);
    if (!account || account.disabled) return;
    const code = this.deps.codes.issue(account.sub, 'reset-password');
    await this.deps.mailer.send(passwordResetMail(account.email, account.username, code, language));
  }

  async resetPassword(identifier: string, code: string, newPassword: string, address: string): Promise<void> {
    this.guardCodeAttempt(address);
    const account = this.deps.store.findByUsernameOrEmail(identifier);
    if (!account) this.failCode(address, identityErrors.codeMismatch());
    const problem = passwordProblem(newPassword ?? '', 'self-service');
    if (problem) throw identityErrors.invalidPassword(problem);
    const check = this.deps.codes.check(account.sub, 'reset-password', code);
    if (check === 'mismatch') this.failCode(address, identityErrors.codeMismatch());
    if (check === 'expired') this.failCode(address, identityErrors.codeExpired());
    this.deps.store.setPasswordHash(account.sub, await hashPassword(newPassword));
    // Receiving the code proves the mailbox, so an unverified account becomes verified too.
    if (!account.emailVerified) this.deps.store.setEmailVerified(account.sub);
    await this.deps.limiters.credentials.forgive(`sub:${account.sub}`, address);
  }

  /** A fresh TOTP secret and its otpauth:// URI; nothing is stored until a code proves the app has it. */
  newTotpEnrolment(account: Account): { secret: string; uri: string } {
    const secret = generateSecret();
    return { secret, uri: this.newTotpUri(account.username, secret) };
  }

  newTotpUri(username: string, secret: string): string {
    return generateURI({ issuer: this.deps.totpIssuer ?? catalogueJa.app.name, label: username, secret });
  }

  sealTotpSecret(secret: string): string {
    return this.deps.cipher.encrypt(secret);
  }

  openTotpSecret(sealed: string): string {
    return this.deps.cipher.decrypt(sealed);
  }

  /** Checks a TOTP code against a secret (reserved with the throttle like a password). */
  async checkTotp(sub: string, secret: string, code: string, address: string): Promise<boolean> {
    const attempt = await this.deps.limiters.credentials.begin(`totp:${sub}`, address);
    const token = code.replace(/\s/g, '');
    const valid =
      /^\d{6}$/.test(token) &&
      (await verifyTotpToken({ secret, token, epochTolerance: TOTP_TOLERANCE_SECONDS }).then(
        (result) => result.valid,
        () => false,
      ));
    await (valid ? attempt.succeeded() : attempt.failed());
    return valid;
  }

  enableTotp(sub: string, secret: string): void {
    this.deps.store.enableTotp(sub, this.deps.cipher.encrypt(secret));
  }
}
