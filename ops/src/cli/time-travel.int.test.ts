import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { loadConfig, openSqliteDocumentStore, openSqliteEventStore } from '@exam/platform';
import { QUESTION_SETS } from '@exam/projections';
import { chromium } from '@playwright/test';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeStandalone } from '../standalone/compose.js';
import { readReplayMarker, replayRefusal } from '../standalone/replay-folder.js';
import { recordRunningServer } from '../standalone/running-server.js';
import { createPaidSet, startCommerce } from '../standalone/test-support/commerce-harness.js';
import { replayToPoint } from './time-travel.js';

const cli = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));
const run = promisify(execFile);

/** Issue 15: the analysts' time travel, and the rebuild's lock against a running server. */
describe('events replay --to and the rebuild lock', () => {
  const root = mkdtempSync(join(tmpdir(), 'time-travel-'));
  const dataDir = join(root, 'live');
  let firstSetAt = 0;
  let beforeAnything = '';

  beforeAll(async () => {
    const harness = await startCommerce({ DATA_DIR: dataDir });
    beforeAnything = new Date(Date.now() - 60_000).toISOString();
    await createPaidSet(harness, { title: '最初の問題集' });
    firstSetAt = await harness.head();
    await createPaidSet(harness, { title: '二番目の問題集' });
    await harness.settle(await harness.head());
    await harness.standalone.close();
    mkdirSync(join(dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', 'card.webp'), 'an uploaded image');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const titlesIn = async (dir: string) => {
    const store = await openSqliteDocumentStore({ file: join(dir, 'read-models.db') });
    try {
      return (await store.collection<{ id: string; title: string }>(QUESTION_SETS).find({}))
        .map((set) => set.title)
        .sort();
    } finally {
      await store.close();
    }
  };

  it('given a position, then the copy holds the log up to it and the read models as they stood then', async () => {
    const target = join(root, 'at-first-set');
    const report = await replayToPoint({ dataDir, targetDir: target, to: String(firstSetAt) });
    expect(report).toMatchObject({ position: firstSetAt, events: firstSetAt });
    expect(await titlesIn(target)).toEqual(['最初の問題集']);
    const copy = await openSqliteEventStore({ file: join(target, 'events.db') });
    expect(await copy.headPosition()).toBe(firstSetAt);
    await copy.close();
    // The live folder is only read.
    expect(await titlesIn(dataDir)).toEqual(['二番目の問題集', '最初の問題集'].sort());
  });

  it('given an ISO time before any event, then nothing; given a used folder or a bad point, then a clear refusal', async () => {
    const empty = join(root, 'before');
    expect((await replayToPoint({ dataDir, targetDir: empty, to: beforeAnything })).position).toBe(0);
    expect(await titlesIn(empty)).toEqual([]);
    await expect(replayToPoint({ dataDir, targetDir: empty, to: '1' })).rejects.toThrow(/is not empty/);
    await expect(replayToPoint({ dataDir, targetDir: join(root, 'bad'), to: 'yesterday' })).rejects.toThrow(
      '--to takes a position or an ISO time, not "yesterday"',
    );
  });

  it('given a server running on the folder, when projections rebuild is run, then it refuses with a clear message', async () => {
    const stop = recordRunningServer(dataDir, {
      publicUrl: 'http://127.0.0.1:9',
      issuer: 'http://127.0.0.1:9/oidc',
    });
    try {
      const refused = await run(process.execPath, [cli, 'projections', 'rebuild'], {
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      }).catch((error: { code: number; stderr: string }) => error);
      expect(refused).toMatchObject({ code: 1 });
      expect((refused as { stderr: string }).stderr).toContain('is running on');
    } finally {
      stop();
    }
    const rebuilt = await run(process.execPath, [cli, 'projections', 'rebuild'], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    });
    expect(rebuilt.stdout).toMatch(/events in [\d.]+ s \(\d+ events\/s\)/);
    expect(await titlesIn(dataDir)).toEqual(['二番目の問題集', '最初の問題集'].sort());
  });

  it('given a replayed folder, when a server is composed on it, then the uploads and accounts are there, reads work, every write is refused with 403 and the replay message, appending nothing, and the web app shows the read-only banner', async () => {
    const target = join(root, 'openable');
    await replayToPoint({ dataDir, targetDir: target, to: String(firstSetAt) });
    expect(readFileSync(join(target, 'uploads', 'card.webp'), 'utf8')).toBe('an uploaded image');
    expect(existsSync(join(target, 'identity.db'))).toBe(true);
    expect(existsSync(join(target, 'identity-jwks.json'))).toBe(true);
    const marker = readReplayMarker(target);
    expect(marker).toMatchObject({ source: dataDir, position: firstSetAt });
    expect(Date.parse(marker?.at ?? '')).not.toBeNaN();
    expect(readReplayMarker(dataDir)).toBeNull();

    const token = 'replay-operator-token-0123';
    const webDistDir = fileURLToPath(new URL('../../../web/dist', import.meta.url));
    if (!existsSync(join(webDistDir, 'index.html')))
      throw new Error('web/dist is missing: run `npm run build -w @exam/web` (npm test does)');
    const standalone = await composeStandalone({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: target, ADMIN_API_TOKEN: token, LOG_LEVEL: 'silent' }),
      readOnly: replayRefusal(marker as NonNullable<typeof marker>),
      webDistDir,
    });
    try {
      const http = request(standalone.listener);
      const listed = await http.get('/api/question-sets');
      expect(listed.status).toBe(200);
      expect(listed.body.data.map((set: { title: string }) => set.title)).toEqual(['最初の問題集']);
      // The web app learns it is a replay from its settings (and shows the message as a banner).
      const settings = await http.get('/api/config');
      expect(settings.body.data.readOnly.message).toBe(replayRefusal(marker as NonNullable<typeof marker>));
      const refused = await http
        .post('/api/question-sets')
        .set('Authorization', `Bearer ${token}`)
        .send({ title: '追加', description: '', category: 'x', questions: [] });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ success: false, code: 'READ_ONLY_REPLAY' });
      expect(refused.body.message).toContain(`${dataDir} のイベント ${firstSetAt} 件目`);
      expect(refused.body.message).toContain('読み取り専用のリプレイ');
      // The log refuses too, for writes that do not come through the API.
      await expect(
        standalone.eventStore.append('questionSet-x', [{ type: 'QuestionSetDeleted', data: {} }]),
      ).rejects.toMatchObject({ status: 403, code: 'READ_ONLY_REPLAY' });
      expect(await standalone.eventStore.headPosition()).toBe(firstSetAt);

      // And the web app says so on every page, before anyone tries (Debian's Chromium, a phone's screen).
      await new Promise<void>((done) => standalone.server.listen(0, '127.0.0.1', done));
      const { port } = standalone.server.address() as AddressInfo;
      const browser = await chromium.launch({
        executablePath: '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu'],
      });
      try {
        const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'ja-JP' });
        await page.goto(`http://127.0.0.1:${port}/`);
        const banner = page.getByTestId('read-only-banner');
        await banner.waitFor({ timeout: 15_000 });
        expect(await banner.textContent()).toContain('読み取り専用のリプレイ');
        expect(await banner.textContent()).toContain(`${dataDir} のイベント ${firstSetAt} 件目`);
      } finally {
        await browser.close();
      }
    } finally {
      await standalone.close();
    }
  }, 90_000);
});
