import { randomBytes } from 'node:crypto';
import { loadOrCreateSecretFile } from './secret-file.js';

export type IdentitySecrets = {
  /** Keys that sign oidc-provider's cookies (first signs, all verify). */
  cookieKeys: string[];
  /** AES-256-GCM key (base64) that encrypts TOTP secrets at rest. */
  totpKey: string;
  /** HMAC key (base64) for one-time codes at rest and the per-interaction form tokens. */
  hmacKey: string;
};

/** `${DATA_DIR}/identity-secrets.json`, created once (0600). */
export const loadOrCreateIdentitySecrets = (file: string): IdentitySecrets =>
  loadOrCreateSecretFile(file, () => ({
    cookieKeys: [randomBytes(32).toString('base64url')],
    totpKey: randomBytes(32).toString('base64'),
    hmacKey: randomBytes(32).toString('base64'),
  }));
