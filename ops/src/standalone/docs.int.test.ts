import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startStandalone } from './test-support/harness.js';

describe('standalone: API reference and web app', () => {
  let harness: Harness;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>問題集</title><div id="root"></div>');
    writeFileSync(join(webDir, 'assets', 'app.js'), 'console.log("app")');
    harness = await startStandalone({ webDistDir: webDir });
  });
  afterAll(async () => {
    await harness?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('given the server, when /api/docs/openapi.json is read, then every query and command route is listed', async () => {
    const response = await harness.http.get('/api/docs/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toMatch(/^3\./);
    const paths = Object.keys(response.body.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/question-sets',
        '/question-sets/{id}',
        '/question-sets/categories',
        '/question-sets/featured',
        '/question-sets/by-category/{category}',
        '/question-sets/{id}/featured',
        '/question-sets/{id}/questions',
        '/questions',
        '/questions/{id}',
        '/questions/count/{id}',
        '/questions/batch-count',
        '/homepage/content',
        '/homepage/featured-categories',
        '/health',
      ]),
    );
    expect(Object.keys(response.body.paths['/question-sets/{id}']).sort()).toEqual(['delete', 'get', 'put']);
  });

  it('given the server, when /api/docs is opened, then a reference page loads with locally served assets', async () => {
    const redirect = await harness.http.get('/api/docs');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('/api/docs/');
    const page = await harness.http.get('/api/docs/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('swagger-ui');
    expect(page.text).not.toMatch(/https?:\/\/(cdn|unpkg|cdnjs)/);
    const bundle = await harness.http.get('/api/docs/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    const init = await harness.http.get('/api/docs/swagger-ui-init.js');
    expect(init.text).toContain('/question-sets');
  });

  it('given a built web app, when a client route or an asset is asked, then index.html or the asset answers; /api stays JSON', async () => {
    const spaRoute = await harness.http.get('/quiz/some-set');
    expect(spaRoute.status).toBe(200);
    expect(spaRoute.text).toContain('<div id="root">');
    expect((await harness.http.get('/assets/app.js')).text).toContain('console.log');
    const api = await harness.http.get('/api/unknown');
    expect(api.status).toBe(404);
    expect(api.body).toMatchObject({ success: false });
    expect((await harness.http.get('/socket.io/unknown')).text).not.toContain('<div id="root">');
  });

  it('given the home content call, when no content was edited, then Japanese defaults with a 2025 footer answer', async () => {
    const response = await harness.http.get('/api/homepage/content');
    expect(response.body.success).toBe(true);
    expect(response.body.data).toMatchObject({
      featuredCategories: [],
      announcements: [],
      theme: 'light',
      bannerImage: '',
    });
    expect(response.body.data.footerText).toContain('© 2025');
    expect(typeof response.body.data._lastUpdated).toBe('number');
  });
});
