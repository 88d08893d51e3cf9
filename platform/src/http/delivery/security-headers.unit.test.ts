import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { precomputedSecurityHeaders, securityHeaders } from './security-headers.js';

type Step = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

const headersServedWith = async (step: Step): Promise<Record<string, string>> => {
  const server = createServer((req, res) => step(req, res, () => res.end('ok')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`);
    const headers = Object.fromEntries(response.headers);
    delete headers.date;
    return headers;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
};

describe('precomputed security headers', () => {
  for (const config of [
    { PUBLIC_URL: 'http://127.0.0.1:3000', PAYMENTS: 'simulated', OIDC_ISSUER: 'http://127.0.0.1:3000/oidc' },
    { PUBLIC_URL: 'https://exam.example', PAYMENTS: 'stripe', OIDC_ISSUER: 'https://id.example/oidc' },
  ] as const) {
    it(`given ${config.PUBLIC_URL} with ${config.PAYMENTS} payments, when a response is sent, then its headers are exactly helmet's`, async () => {
      const fromHelmet = await headersServedWith(securityHeaders(config) as unknown as Step);
      const precomputed = await headersServedWith(precomputedSecurityHeaders(config));
      expect(precomputed).toEqual(fromHelmet);
      expect(precomputed['content-security-policy']).toContain("frame-ancestors 'none'");
    });
  }
});
