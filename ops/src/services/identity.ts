import { createEmbeddedIdentity, type EmbeddedIdentity } from '@exam/identity';
import { type Config, errorHandler, type Logger } from '@exam/platform';
import express, { type Express } from 'express';
import { healthRoutes, type Lifecycle } from './health.js';
import { mountMetrics } from './metrics.js';

export type IdentityService = {
  app: Express;
  identity: EmbeddedIdentity;
  lifecycle: Lifecycle;
  close(): Promise<void>;
};

/**
 * The embedded OpenID provider on its own, at /oidc (the proxy sends /oidc there). Its accounts live in SQLite
 * under DATA_DIR: run one instance (or replace it with any external issuer: IDENTITY=external, OIDC_ISSUER).
 * The APIs verify its access tokens with its public keys (OIDC_JWKS_URL = <this service>/oidc/jwks).
 */
export const startIdentity = async (config: Config, deps: { logger: Logger }): Promise<IdentityService> => {
  const identity = await createEmbeddedIdentity({ config, logger: deps.logger });
  const lifecycle: Lifecycle = { stopping: false };
  const app = express();
  app.disable('x-powered-by');
  // The sign-in throttle counts per address: behind the proxy that is the caller's, not the proxy's (issue 37).
  if (config.TRUST_PROXY) app.set('trust proxy', config.TRUST_PROXY);
  mountMetrics(app, 'identity', config.ADMIN_API_TOKEN);
  app.use(
    healthRoutes('identity', lifecycle, {
      signingKeys: async () => ({ ok: (await identity.jwks()).keys.length > 0 }),
    }),
  );
  app.use('/oidc', identity.router);
  // Its pages' errors (a path escape that does not decode, ...) in the envelope, 4xx for the caller's fault.
  app.use(errorHandler(deps.logger));
  return {
    app,
    identity,
    lifecycle,
    close: async () => {
      lifecycle.stopping = true;
      await identity.close();
    },
  };
};
