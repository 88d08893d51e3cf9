import type { Server as HttpServer, RequestListener } from 'node:http';
import type { CommerceOptions } from '@exam/command-api';
import type { EmbeddedIdentity } from '@exam/identity';
import type {
  AccountDirectory,
  Authenticator,
  BlobStore,
  Config,
  DocumentStore,
  EventStore,
  JwksSource,
  LayerSwitches,
  Logger,
  NotificationBus,
} from '@exam/platform';
import type { ProjectionProgress } from '@exam/projections';
import type { Express } from 'express';
import type { Server as SocketIoServer } from 'socket.io';
import type { GroupProgress } from './projection-worker/index.js';

// What composeStandalone (compose.ts) takes and gives.

export type StandaloneOptions = {
  config: Config;
  logger?: Logger;
  /** The built web app (web/dist); served with an SPA fallback when the folder exists. */
  webDistDir?: string;
  /** Who a bearer token is; default: the issuer's access tokens (users/compose), then the ADMIN_API_TOKEN operator. */
  authenticator?: Authenticator;
  /** Public keys of the access tokens (tests); default: the embedded provider's, else the issuer's discovery. */
  localJwks?: Extract<JwksSource, { local: unknown }>['local'];
  /** Where POST /users creates sign-ins (tests); default: the embedded provider's accounts, none when external. */
  directory?: AccountDirectory | null;
  /** Payments and redeem codes (tests): a gateway, redeem limits; default from config (PAYMENTS, DEBUG_PURCHASES). */
  commerce?: CommerceOptions;
  /** A read-only server (a replayed folder): every write is refused with this message (403). */
  readOnly?: string;
  /** Benchmarks only (ops/bench): layers of the request path switched off, to price each one. */
  layers?: LayerSwitches;
};

export type Standalone = {
  /** The express app: every route (the direct routes too, for the requests `listener` leaves to it). */
  app: Express;
  /** What `server` runs: the direct routes on plain node:http, everything else through `app`. */
  listener: RequestListener;
  server: HttpServer;
  io: SocketIoServer;
  eventStore: EventStore;
  documentStore: DocumentStore;
  /** Uploaded images (BLOB_STORE: files under DATA_DIR/uploads by default). */
  blobStore: BlobStore;
  bus: NotificationBus;
  /** The catalogue group (listings, set questions), with its own checkpoint. */
  runner: GroupProgress;
  /** The embedded OpenID provider at /oidc; null when IDENTITY=external. */
  identity: EmbeddedIdentity | null;
  /** The identity group (users read model), with its own checkpoint. */
  usersRunner: GroupProgress;
  /** The learning group (progress, wrong answers, access), with its own checkpoint. */
  learningRunner: GroupProgress;
  /** The commerce group (purchases, redeem codes), with its own checkpoint. */
  commerceRunner: GroupProgress;
  /** Both groups: read-your-writes waits until every read model passed a position. */
  progress: ProjectionProgress;
  logger: Logger;
  close(): Promise<void>;
};
