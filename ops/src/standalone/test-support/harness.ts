import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AccountDirectory,
  type Authenticator,
  loadConfig,
  staticTokenAuthenticator,
} from '@exam/platform';
import request from 'supertest';
import { composeStandalone, type Standalone, type StandaloneOptions } from '../compose.js';
import { withResponseContract } from './response-contract.js';

export const ADMIN_TOKEN = 'admin-token-for-standalone-tests';
export const LEARNER_TOKEN = 'learner-token-for-standalone-tests';
export const admin = { Authorization: `Bearer ${ADMIN_TOKEN}` };
export const learner = { Authorization: `Bearer ${LEARNER_TOKEN}` };

/** The administrator token, plus one learner: the identity issue brings real learners; 403 needs one now. */
const withLearner =
  (fallback: Authenticator): Authenticator =>
  async (token) =>
    token === LEARNER_TOKEN ? { userId: 'learner-1', username: 'learner', isAdmin: false } : fallback(token);

export type Harness = {
  standalone: Standalone;
  http: ReturnType<typeof request>;
  dataDir: string;
  /** Starts listening on a random local port (for socket clients); returns the base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
};

/** Test access to a composed standalone server whose DATA_DIR is removed on close. */
export const harnessOver = (standalone: Standalone, dataDir: string): Harness => ({
  standalone,
  // What the server runs: answers take the direct way (platform directRoutesListener), the rest express.
  // Every answer is checked against the published OpenAPI document (issue 25).
  http: withResponseContract(request(standalone.listener)),
  dataDir,
  listen: () =>
    new Promise((resolve) => {
      standalone.server.listen(0, '127.0.0.1', () => {
        const { port } = standalone.server.address() as AddressInfo;
        resolve(`http://127.0.0.1:${port}`);
      });
    }),
  close: async () => {
    await standalone.close();
    rmSync(dataDir, { recursive: true, force: true });
  },
});

/** A standalone server over a fresh temporary DATA_DIR. */
export const startStandalone = async (
  options: {
    webDistDir?: string;
    /** Extra environment (e.g. ADMIN_EMAILS). */
    env?: Record<string, string>;
    /**
     * Sign-in through a test issuer (platform createTestIssuer, with the default OIDC_ISSUER / OIDC_AUDIENCE):
     * the composition's own authenticator (access tokens verified against these keys, then the operator
     * token) instead of the fixed learner token.
     */
    localJwks?: StandaloneOptions['localJwks'];
    directory?: AccountDirectory;
  } = {},
): Promise<Harness> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'standalone-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ADMIN_API_TOKEN: ADMIN_TOKEN,
    ...options.env,
  });
  const standalone = await composeStandalone({
    config,
    webDistDir: options.webDistDir,
    ...(options.localJwks
      ? { localJwks: options.localJwks }
      : { authenticator: withLearner(staticTokenAuthenticator(ADMIN_TOKEN)) }),
    ...(options.directory ? { directory: options.directory } : {}),
  });
  return harnessOver(standalone, dataDir);
};

/** Every key anywhere in a JSON value (to prove a field never appears, however deep). */
export const allKeys = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, nested]) => [key, ...allKeys(nested)]);
  }
  return [];
};
