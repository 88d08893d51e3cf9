import { join } from 'node:path';
import type { AccountDirectory, Config, Logger } from '@exam/platform';
import express, { type Router } from 'express';
import type { JWK } from 'jose';
import { AccountService } from './accounts/account-service.js';
import { AccountStore } from './accounts/account-store.js';
import { OneTimeCodes } from './accounts/one-time-codes.js';
import { TotpCipher } from './accounts/totp-cipher.js';
import { createMailboxRouter } from './dev-mailbox/mailbox-router.js';
import { createEmbeddedDirectory } from './directory/embedded-directory.js';
import { createInteractionRouter } from './interactions/interaction-router.js';
import { PendingSignIns } from './interactions/pending-sign-ins.js';
import type { Mailer } from './mail/mailer.js';
import { OUTBOX_FILE, OutboxMailer } from './mail/outbox-mailer.js';
import { SmtpMailer } from './mail/smtp-mailer.js';
import { TokenExpiryStore } from './provider/token-expiry-store.js';
import { loadOrCreateIdentitySecrets } from './secrets/identity-secrets.js';
import { loadOrCreateSigningKeys } from './secrets/signing-keys.js';
import { openIdentityDatabase } from './storage/identity-database.js';
import { createSignInLimiters } from './throttle/sign-in-limiters.js';

export type EmbeddedIdentityConfig = Pick<Config, 'PUBLIC_URL' | 'DATA_DIR' | 'NODE_ENV' | 'PORT'> & {
  OIDC_CLIENT_ID?: string;
  OIDC_AUDIENCE?: string;
  SMTP_URL?: string;
  MAIL_FROM?: string;
  /** The outbox at /oidc/dev/mailbox for anyone (never in production); else only for the operator token. */
  DEV_MAILBOX?: boolean;
  ADMIN_API_TOKEN?: string;
};

export type EmbeddedIdentityOptions = { config: EmbeddedIdentityConfig; logger: Logger };

export type EmbeddedIdentity = {
  /** Mount at /oidc: the provider, its sign-in pages and the dev mailbox (DEV_MAILBOX or the operator token). */
  router: Router;
  directory: AccountDirectory;
  /** `${PUBLIC_URL}/oidc` */
  issuer: string;
  /** `${PUBLIC_URL}/api`: the `aud` of every access token. */
  audience: string;
  clientId: string;
  /** The public signing keys, so the API verifies tokens without an HTTP round-trip. */
  jwks(): Promise<{ keys: JWK[] }>;
  close(): Promise<void>;
};

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * PUBLIC_URL's origin, plus its 127.0.0.1 / localhost twins when it is a loopback address or outside production
 * (tests and local runs reach the same server under either name).
 */
export function clientOrigins(config: EmbeddedIdentityConfig): string[] {
  const url = new URL(config.PUBLIC_URL);
  const origins = new Set([url.origin]);
  const ports = new Set<string>();
  if (LOOPBACK_HOSTS.has(url.hostname)) ports.add(url.port || (url.protocol === 'https:' ? '443' : '80'));
  if (config.NODE_ENV !== 'production') ports.add(String(config.PORT));
  for (const port of ports)
    for (const host of ['127.0.0.1', 'localhost']) origins.add(`http://${host}:${port}`);
  return [...origins];
}

/** The embedded OpenID provider (oidc-provider) with local accounts, all state under DATA_DIR. */
export async function createEmbeddedIdentity({
  config,
  logger,
}: EmbeddedIdentityOptions): Promise<EmbeddedIdentity> {
  const log = logger.child({ component: 'identity' });
  const issuer = `${config.PUBLIC_URL}/oidc`;
  const audience = config.OIDC_AUDIENCE ?? `${config.PUBLIC_URL}/api`;
  const clientId = config.OIDC_CLIENT_ID ?? 'exam-web';
  const mountPath = new URL(issuer).pathname;

  const keys = await loadOrCreateSigningKeys(join(config.DATA_DIR, 'identity-jwks.json'));
  const secrets = loadOrCreateIdentitySecrets(join(config.DATA_DIR, 'identity-secrets.json'));
  const hmacKey = Buffer.from(secrets.hmacKey, 'base64');
  const db = openIdentityDatabase(join(config.DATA_DIR, 'identity.db'));
  const mailer: Mailer = config.SMTP_URL
    ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM ?? 'no-reply@localhost')
    : new OutboxMailer(join(config.DATA_DIR, OUTBOX_FILE));
  const limiters = createSignInLimiters();
  const accounts = new AccountService({
    store: new AccountStore(db),
    codes: new OneTimeCodes(db, hmacKey),
    mailer,
    cipher: new TotpCipher(secrets.totpKey),
    limiters,
    logger: log,
  });
  const tokenExpiry = new TokenExpiryStore(db);
  // Loaded only when a provider starts: oidc-provider checks the Node.js release as it loads (and warns below
  // Node 22), and the command-line tools that share this package never need it.
  const { createProvider } = await import('./provider/create-provider.js');
  const provider = createProvider(
    {
      issuer,
      audience,
      publicUrl: config.PUBLIC_URL,
      clientId,
      redirectOrigins: clientOrigins(config),
      privateJwks: keys.privateJwks,
      cookieKeys: secrets.cookieKeys,
    },
    { db, accounts, tokenExpiry },
  );
  provider.on('server_error', (_ctx, error) => log.error({ err: error }, 'oidc-provider server error'));

  const router = express.Router();
  router.use(
    '/interaction',
    createInteractionRouter({
      provider,
      accounts,
      limiters,
      pending: new PendingSignIns(db),
      hmacKey,
      mountPath,
      publicUrl: config.PUBLIC_URL,
      clientId,
      logger: log,
    }),
  );
  if (mailer.list) {
    const open = config.DEV_MAILBOX === true && config.NODE_ENV !== 'production';
    router.use('/dev', createMailboxRouter(mailer, { open, operatorToken: config.ADMIN_API_TOKEN }));
  }
  // oidc-provider is a Koa app that parses its own bodies: nothing above consumes them for its routes.
  const callback = provider.callback();
  router.use((req, res) => {
    void callback(req, res);
  });

  const signingJwk = keys.privateJwks.keys[0];
  if (!signingJwk) throw new Error('no signing key');
  const directory = createEmbeddedDirectory(accounts, mailer, { issuer, audience, clientId, signingJwk });

  let closed = false;
  return {
    router,
    directory,
    issuer,
    audience,
    clientId,
    jwks: async () => keys.publicJwks,
    async close() {
      if (closed) return;
      closed = true;
      await mailer.close();
      db.close();
    },
  };
}
