import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startStandalone } from './test-support/harness.js';

const PATHS = [
  '/api/health',
  '/api/question-sets',
  '/oidc/.well-known/openid-configuration',
  '/oidc/jwks',
  '/',
];

describe('HSTS follows PUBLIC_URL (issue 37)', () => {
  let https: Harness;
  let http: Harness;
  beforeAll(async () => {
    https = await startStandalone({ env: { PUBLIC_URL: 'https://exam.example' } });
    http = await startStandalone();
  });
  afterAll(async () => {
    await Promise.all([https?.close(), http?.close()]);
  });

  it('given an https PUBLIC_URL, then every answer (API, identity provider, web app) carries Strict-Transport-Security', async () => {
    for (const path of PATHS) {
      const response = await https.http.get(path);
      expect(response.headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('given a plain http PUBLIC_URL, then no answer asks browsers to insist on https', async () => {
    for (const path of PATHS) {
      expect((await http.http.get(path)).headers['strict-transport-security'], path).toBeUndefined();
    }
  });
});
