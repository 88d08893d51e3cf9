import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startStandalone } from './test-support/harness.js';

/** Issue 25: liveness and readiness at the root of the all-in-one server, never shadowed by the web app. */
describe('standalone probes', () => {
  let harness: Harness;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>問題集</title><div id="root"></div>');
    harness = await startStandalone({ webDistDir: webDir });
  });
  afterAll(async () => {
    await harness?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('given a running server, when /health is asked, then it answers JSON liveness, not the web app', async () => {
    const response = await harness.http.get('/health');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.body).toMatchObject({ success: true, status: 'ok', service: 'standalone' });
  });

  it('given caught-up projections, when /ready is asked, then each check is named and passes', async () => {
    await harness.standalone.progress.waitForPosition(
      await harness.standalone.eventStore.headPosition(),
      5_000,
    );
    const response = await harness.http.get('/ready');
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.body.checks).toMatchObject({
      eventStore: { ok: true },
      documentStore: { ok: true },
      runners: { ok: true },
      caughtUp: { ok: true },
    });
    expect(response.status).toBe(200);
  });

  it('given a server that is stopping, when /ready is asked, then 503 with the reason', async () => {
    // supertest serves through the listener on a server of its own, so the app still answers while closing.
    await harness.standalone.close();
    const response = await harness.http.get('/ready');
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({ success: false, status: 'stopping', service: 'standalone' });
  });

  it('given an unknown path under a probe, then the web app does not answer it', async () => {
    const fresh = await startStandalone({ webDistDir: webDir });
    try {
      const response = await fresh.http.get('/ready/extra');
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('<div id="root">');
    } finally {
      await fresh.close();
    }
  });
});
