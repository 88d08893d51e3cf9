// The e2e server: the standalone composition on a fresh data folder, seeded with the demo content.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { root, runInForeground } from './lib.mjs';

// One folder per port, so that two e2e runs on one machine do not wipe each other's data.
const dataDir = join(root, 'test-results', `e2e-data-${process.env.PORT ?? 3100}`);
rmSync(dataDir, { recursive: true, force: true });
runInForeground(process.execPath, [join(root, 'ops', 'dist', 'main.js')], {
  env: { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1' },
});
