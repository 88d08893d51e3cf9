// The identity service (distributed profile): `npm run start:identity`, the embedded OpenID provider at /oidc.
import { createServer } from 'node:http';
import { AdapterConfigError, withDelivery } from '@exam/platform';
import { drainHttpServer } from './http-server.js';
import { startIdentity } from './identity.js';
import { runService } from './run-service.js';

await runService('identity', async (config, logger) => {
  if (config.IDENTITY === 'external')
    throw new AdapterConfigError(
      `IDENTITY=external: users sign in at ${config.OIDC_ISSUER}, so there is no embedded provider to run`,
    );
  const identity = await startIdentity(config, { logger });
  const server = createServer(withDelivery(identity.app, config));
  return {
    server,
    details: { issuer: identity.identity.issuer },
    shutdown: async () => {
      identity.lifecycle.stopping = true;
      await drainHttpServer(server, config.SHUTDOWN_GRACE_MS);
      await identity.close();
    },
  };
});
