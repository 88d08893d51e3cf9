// The embedded OpenID provider (oidc-provider) with local accounts, mounted at /oidc by the composition.
export {
  clientOrigins,
  createEmbeddedIdentity,
  type EmbeddedIdentity,
  type EmbeddedIdentityConfig,
  type EmbeddedIdentityOptions,
} from './embedded-identity.js';
export { OUTBOX_FILE, OutboxMailer } from './mail/outbox-mailer.js';
