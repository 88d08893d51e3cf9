import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { issuerMismatch, readRunningServer, recordRunningServer } from './running-server.js';

describe('running server record', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'running-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('given a server running with another PUBLIC_URL, when a token is issued for this one, then a warning names both', () => {
    const forget = recordRunningServer(dataDir, {
      publicUrl: 'http://exam.local:3000',
      issuer: 'http://exam.local:3000/oidc',
    });
    expect(issuerMismatch(dataDir, 'http://exam.local:3000/oidc')).toBeNull();
    const warning = issuerMismatch(dataDir, 'http://localhost:3000/oidc');
    expect(warning).toContain('http://exam.local:3000/oidc');
    expect(warning).toContain('PUBLIC_URL=http://exam.local:3000');
    forget();
    expect(readRunningServer(dataDir)).toBeNull();
  });

  it('given a record left by a server that crashed, then it is ignored', () => {
    writeFileSync(
      join(dataDir, 'server.json'),
      JSON.stringify({ pid: 2 ** 22 + 12345, publicUrl: 'x', issuer: 'y', startedAt: '' }),
    );
    expect(readRunningServer(dataDir)).toBeNull();
    expect(issuerMismatch(dataDir, 'z')).toBeNull();
  });
});
