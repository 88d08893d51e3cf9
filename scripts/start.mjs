// `npm start`: install what is missing, build, then run the standalone server on the embedded profile.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build, ensureDependencies, root } from './lib.mjs';

ensureDependencies();
build();

const server = spawn(process.execPath, [join(root, 'ops', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
