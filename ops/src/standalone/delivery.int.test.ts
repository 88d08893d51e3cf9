import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, type Harness, startStandalone } from './test-support/harness.js';
import { networkSetPayload } from './test-support/sample-payloads.js';

type Headers = Record<string, string | undefined>;

/** Issue 16: security headers on every route group, compression by negotiation, caching of what is immutable. */
describe('standalone delivery: headers, compression, caching', () => {
  let harness: Harness;
  let webDir: string;
  const asset = `/assets/app-3f9a1c.js`;
  const assetBody = `console.log(${JSON.stringify('問題集'.repeat(400))});`;
  const swBody = `self.addEventListener('install', () => self.skipWaiting()); // ${'x'.repeat(2000)}`;

  const expectSecurityHeaders = (headers: Headers, where: string) => {
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, where).toContain("frame-ancestors 'none'");
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc, where).not.toContain('unsafe-inline');
    expect(headers['x-content-type-options'], where).toBe('nosniff');
    expect(headers['x-frame-options'], where).toBe('DENY');
  };

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>問題集</title><div id="root"></div>');
    writeFileSync(join(webDir, asset), assetBody);
    writeFileSync(join(webDir, `${asset}.br`), brotliCompressSync(assetBody));
    writeFileSync(join(webDir, `${asset}.gz`), gzipSync(assetBody));
    writeFileSync(join(webDir, 'sw.js'), swBody);
    writeFileSync(join(webDir, 'sw.js.br'), brotliCompressSync(swBody));
    writeFileSync(
      join(webDir, 'manifest.webmanifest'),
      JSON.stringify({ name: 'IT資格 問題集', start_url: '/' }),
    );
    harness = await startStandalone({ webDistDir: webDir, env: { CORS_ORIGINS: 'https://partner.example' } });
  });
  afterAll(async () => {
    await harness?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('given every route group, when requested, then the CSP (no inline script, no framing), nosniff, DENY and the referrer policy are set; no HSTS over http', async () => {
    const created = await harness.http.post('/api/question-sets').set(admin).send(networkSetPayload());
    const groups = {
      '/': await harness.http.get('/'),
      '/admin (SPA route)': await harness.http.get('/admin'),
      [asset]: await harness.http.get(asset),
      '/api/question-sets': await harness.http.get('/api/question-sets'),
      '/api/docs/': await harness.http.get('/api/docs/'),
      '/oidc/.well-known/openid-configuration': await harness.http.get(
        '/oidc/.well-known/openid-configuration',
      ),
      'POST /api/practice (direct route)': await harness.http
        .post(`/api/practice/${created.body.data.id}/answers`)
        .send({}),
      '404 /api/nothing': await harness.http.get('/api/nothing'),
    };
    for (const [where, response] of Object.entries(groups)) {
      expectSecurityHeaders(response.headers, where);
      expect(response.headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security'], where).toBeUndefined();
    }
  });

  it('given a hashed asset, when the browser accepts brotli, gzip or neither, then the precompressed file or the plain one is sent, cached for a year', async () => {
    const br = await harness.http.get(asset).set('Accept-Encoding', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('Accept-Encoding');
    const gzip = await harness.http.get(asset).set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(assetBody);
    const plain = await harness.http.get(asset).set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(assetBody);
  });

  it('given index.html, then it is revalidated (no-cache), also for client-side routes', async () => {
    expect((await harness.http.get('/')).headers['cache-control']).toBe('no-cache');
    expect((await harness.http.get('/quiz/some-set')).headers['cache-control']).toBe('no-cache');
  });

  it('given the service worker and the web app manifest (issue 26), then both are revalidated, never immutable, with their content types; the CSP lets this origin serve them', async () => {
    for (const encoding of ['br', 'identity']) {
      const sw = await harness.http.get('/sw.js').set('Accept-Encoding', encoding);
      expect(sw.status, encoding).toBe(200);
      expect(sw.headers['content-type'], encoding).toMatch(/^(text|application)\/javascript/);
      expect(sw.headers['cache-control'], encoding).toBe('no-cache');
      expect(sw.headers['content-encoding'], encoding).toBe(encoding === 'br' ? 'br' : undefined);
    }
    const manifest = await harness.http.get('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const csp = (manifest.headers['content-security-policy'] ?? '')
      .split(';')
      .map((directive) => directive.trim());
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('given API answers, then those above 1 KB are compressed on the fly and small ones are not', async () => {
    const big = await harness.http.get('/api/docs/openapi.json').set('Accept-Encoding', 'br');
    expect(big.headers['content-encoding']).toBe('br');
    const gzip = await harness.http.get('/api/docs/openapi.json').set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.openapi).toMatch(/^3\./);
    const small = await harness.http
      .get('/api/homepage/featured-categories')
      .set('Accept-Encoding', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('given an unchanged catalogue listing, when read again with its ETag, then 304 without a body', async () => {
    const first = await harness.http.get('/api/question-sets');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await harness.http.get('/api/question-sets').set('If-None-Match', String(etag));
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('given CORS_ORIGINS, when a configured origin asks, then it is allowed; any other origin gets no CORS headers', async () => {
    const allowed = await harness.http
      .options('/api/question-sets')
      .set('Origin', 'https://partner.example')
      .set('Access-Control-Request-Method', 'GET');
    expect(allowed.status).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    const other = await harness.http.get('/api/question-sets').set('Origin', 'https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('given socket.io polling, then our compression leaves it alone', async () => {
    const base = await harness.listen();
    const polling = await request(base)
      .get('/socket.io/?EIO=4&transport=polling')
      .set('Accept-Encoding', 'gzip');
    expect(polling.status).toBe(200);
    expect(polling.headers['content-security-policy']).toBeUndefined();
  });
});

describe('standalone delivery behind https', () => {
  it('given an https PUBLIC_URL, then HSTS is sent', async () => {
    const harness = await startStandalone({ env: { PUBLIC_URL: 'https://exam.example' } });
    try {
      const response = await harness.http.get('/api/health');
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await harness.close();
    }
  });
});
