import {
  currentUserSynchronizer,
  type SyncCurrentUser,
  userExecutor,
  userinfoClient,
} from '@exam/command-api';
import {
  type Authenticator,
  type Config,
  chainAuthenticators,
  type DocumentStore,
  type EventStore,
  type JwksSource,
  jwtAuthenticator,
  type Logger,
  staticTokenAuthenticator,
} from '@exam/platform';
import { USERS, type UserDocument } from '@exam/projections';
import { type ClientConfig, clientConfigFor } from '@exam/query-api';
import { usersByVersion } from './users-by-version.js';

export type UsersWiring = {
  authenticator: Authenticator;
  syncCurrentUser: SyncCurrentUser;
  clientConfig: ClientConfig;
};

/**
 * Who a bearer token is, and how GET /users/me records them. Access tokens of the OpenID issuer come first:
 * verified against its keys (in-process from the embedded provider when given, else its discovery
 * document), with the role read from our users read model. ADMIN_API_TOKEN stays an operator token.
 */
export const composeUsers = ({
  config,
  eventStore,
  documentStore,
  logger,
  localJwks,
  usersVersion,
  readOnly,
}: {
  config: Config;
  eventStore: EventStore;
  documentStore: DocumentStore;
  logger: Logger;
  /** In-process public keys (the embedded provider's identity.jwks(), or a test issuer's); else discovery over HTTP. */
  localJwks?: Extract<JwksSource, { local: unknown }>['local'];
  /** The identity group's version, where this process hears its commits: users are then remembered until it moves. */
  usersVersion?: () => number;
  /** A read-only server (a replay): the message its web app shows; GET /users/me then records nothing. */
  readOnly?: string;
}): UsersWiring => {
  const users = documentStore.collection<UserDocument>(USERS);
  const readUser = async (sub: string) => {
    const user = await users.get(sub);
    return user ? { isAdmin: user.isAdmin, deleted: user.deleted } : null;
  };
  const jwks: JwksSource = localJwks ? { local: localJwks } : { discover: config.OIDC_ISSUER };
  const accessTokens = jwtAuthenticator({
    issuer: config.OIDC_ISSUER,
    audience: config.OIDC_AUDIENCE,
    clientId: config.OIDC_CLIENT_ID,
    jwks,
    resolveUser: usersVersion ? usersByVersion(readUser, usersVersion) : readUser,
    onRejected: (reason) => logger.debug({ err: reason }, 'bearer token is not a valid access token'),
  });
  return {
    authenticator: chainAuthenticators(accessTokens, staticTokenAuthenticator(config.ADMIN_API_TOKEN)),
    // A replay shows the past: a sign-in there is not recorded (the user is answered as the log knew them).
    syncCurrentUser: readOnly
      ? async () => ({ position: 0 })
      : currentUserSynchronizer({
          execute: userExecutor(eventStore),
          adminEmails: config.ADMIN_EMAILS,
          ...(config.IDENTITY === 'external' ? { fetchUserinfo: userinfoClient(config.OIDC_ISSUER) } : {}),
        }),
    clientConfig: { ...clientConfigFor(config), ...(readOnly ? { readOnly: { message: readOnly } } : {}) },
  };
};
