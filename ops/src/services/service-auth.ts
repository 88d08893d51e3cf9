import {
  type Authenticator,
  type AuthGuards,
  type Config,
  createAuthGuards,
  type DocumentStore,
  type EventStore,
  type Logger,
} from '@exam/platform';
import { composeUsers, type UsersWiring } from '../standalone/users.js';
import { type LocalJwks, remoteJwks } from './remote-jwks.js';

export type AuthenticationChoice = {
  /** Who a bearer token is (tests); default: the issuer's access tokens, then the ADMIN_API_TOKEN operator. */
  authenticator?: Authenticator;
  /** The issuer's public keys in-process (tests); default: OIDC_JWKS_URL when set, else discovery at OIDC_ISSUER. */
  localJwks?: LocalJwks;
};

export type ServiceAuthentication = { users: UsersWiring; authenticator: Authenticator; guards: AuthGuards };

/** The same sign-in wiring as the all-in-one server (standalone/users.ts), with the keys fetched over HTTP. */
export const serviceAuthentication = (
  config: Config,
  stores: { eventStore: EventStore; documentStore: DocumentStore },
  logger: Logger,
  choice: AuthenticationChoice = {},
): ServiceAuthentication => {
  const localJwks = choice.localJwks ?? (config.OIDC_JWKS_URL ? remoteJwks(config.OIDC_JWKS_URL) : undefined);
  const users = composeUsers({ config, ...stores, logger, ...(localJwks ? { localJwks } : {}) });
  const authenticator = choice.authenticator ?? users.authenticator;
  return { users, authenticator, guards: createAuthGuards(authenticator) };
};
