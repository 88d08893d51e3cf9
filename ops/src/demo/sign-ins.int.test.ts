import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { userExecutor } from '@exam/command-api';
import { loadConfig } from '@exam/platform';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeStandalone, type Standalone } from '../standalone/compose.js';
import { createDemoSignIns, createSampleLearners, readDemoSignIns, SAMPLE_LEARNERS } from './sign-ins.js';

describe('demo sign-ins on the embedded provider', () => {
  let dataDir: string;
  let standalone: Standalone;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'demo-sign-ins-'));
    standalone = await composeStandalone({
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        ADMIN_API_TOKEN: 'operator-token-for-demo-tests',
      }),
    });
  });
  afterAll(async () => {
    await standalone?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const tokenOf = async (username: string) => {
    const directory = standalone.identity?.directory;
    const account = await directory?.findAccount(username);
    if (!directory || !account) throw new Error(`no account ${username}`);
    return { Authorization: `Bearer ${await directory.issueAccessToken(account.sub)}` };
  };

  it('given a first run, when the demo sign-ins are created, then a learner and an administrator exist, kept in DATA_DIR', async () => {
    const identity = standalone.identity;
    expect(identity).not.toBeNull();
    const created = await createDemoSignIns({
      directory: identity?.directory as NonNullable<typeof identity>['directory'],
      execute: userExecutor(standalone.eventStore),
      dataDir,
    });
    expect(created.map(({ username, role }) => ({ username, role }))).toEqual([
      { username: 'demo_learner', role: 'learner' },
      { username: 'demo_admin', role: 'administrator' },
    ]);
    expect(readDemoSignIns(dataDir)).toEqual(created);
    expect(statSync(join(dataDir, 'demo-sign-ins.json')).mode & 0o077).toBe(0);
    expect(await identity?.directory.findAccount('demo_admin@example.com')).toMatchObject({
      emailVerified: true,
    });
  });

  it('given the embedded provider’s access tokens, when the demo users call the API, then roles come from our records', async () => {
    const http = request(standalone.app);
    const adminToken = await tokenOf('demo_admin');
    const me = await http.get('/api/users/me').set(adminToken);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      username: 'demo_admin',
      isAdmin: true,
      email: 'demo_admin@example.com',
    });
    const listed = await http.get('/api/users').set(adminToken);
    expect(listed.body.data.list.map((user: { username: string }) => user.username).sort()).toEqual([
      'demo_admin',
      'demo_learner',
    ]);
    const learnerToken = await tokenOf('demo_learner');
    expect((await http.get('/api/users/me').set(learnerToken)).body.data.isAdmin).toBe(false);
    expect((await http.get('/api/users').set(learnerToken)).status).toBe(403);
  });

  it('given the demo sign-ins exist, when created again, then nothing is created and the kept passwords stay', async () => {
    const before = readDemoSignIns(dataDir);
    const again = await createDemoSignIns({
      directory: standalone.identity?.directory as NonNullable<Standalone['identity']>['directory'],
      execute: userExecutor(standalone.eventStore),
      dataDir,
    });
    expect(again).toEqual([]);
    expect(readDemoSignIns(dataDir)).toEqual(before);
  });

  it('given the sample learners (issue 23), then each is a real account user management lists, and a second run reuses them', async () => {
    const accounts = {
      directory: standalone.identity?.directory as NonNullable<Standalone['identity']>['directory'],
      execute: userExecutor(standalone.eventStore),
    };
    const ids = await createSampleLearners(accounts);
    expect(ids).toHaveLength(SAMPLE_LEARNERS);
    expect(await createSampleLearners(accounts)).toEqual(ids);
    await standalone.progress.waitForPosition(await standalone.eventStore.headPosition(), 10_000);
    const listed = await request(standalone.app)
      .get('/api/users?pageSize=50')
      .set(await tokenOf('demo_admin'));
    const listedIds = listed.body.data.list.map((user: { id: string }) => user.id);
    expect(listedIds).toEqual(expect.arrayContaining(ids));
  });
});
