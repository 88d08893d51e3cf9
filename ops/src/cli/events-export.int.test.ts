import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openSqliteEventStore } from '@exam/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../demo/seed.js';

const cli = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));
const run = promisify(execFile);

/** The export is for pipes: JSON lines only on stdout, a reader that stops early ends it quietly. */
describe('events export', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'events-export-'));
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  let head = 0;

  beforeAll(async () => {
    // The demo content: some 250 events and 270 KB of JSON, more than a pipe holds (64 KB).
    const eventStore = await openSqliteEventStore({ file: join(dataDir, 'events.db') });
    await seedDemoContent(eventStore);
    head = await eventStore.headPosition();
    await eventStore.close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('given the log, when exported, then stdout holds only JSON lines, every event in order, and stderr nothing', async () => {
    const { stdout, stderr } = await run(process.execPath, [cli, 'events', 'export'], {
      env,
      maxBuffer: 16 * 1024 * 1024,
    });
    const positions = stdout
      .trimEnd()
      .split('\n')
      .map((line) => (JSON.parse(line) as { position: number }).position);
    expect(positions).toEqual(Array.from({ length: head }, (_, index) => index + 1));
    expect(stderr).toBe('');
  });

  it('given --from 10, then the export begins after position 10; given --output, then the lines go to the file', async () => {
    const output = join(dataDir, 'export.jsonl');
    const { stdout } = await run(
      process.execPath,
      [cli, 'events', 'export', '--from', '10', '--output', output],
      {
        env,
      },
    );
    const lines = readFileSync(output, 'utf8').trimEnd().split('\n');
    expect(stdout).toBe('');
    expect((JSON.parse(lines[0] ?? '{}') as { position: number }).position).toBe(11);
    expect(lines).toHaveLength(head - 10);
  });

  it('given a reader that stops after one line (head -n 1), then the export exits 0 without a stack trace', () => {
    const result = spawnSync(
      'bash',
      [
        '-c',
        `"${process.execPath}" "${cli}" events export | head -n 1 >/dev/null; echo "exit=\${PIPESTATUS[0]}" >&2`,
      ],
      { env, encoding: 'utf8', timeout: 30_000 },
    );
    expect(result.stderr.trim()).toBe('exit=0');
  });
});
