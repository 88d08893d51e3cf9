// `npm start`: install what is missing, build, then run the standalone server on the embedded profile.
// It listens on 127.0.0.1 unless HOST says otherwise; stopping this script (Ctrl-C, SIGTERM) stops the server.
import { join } from 'node:path';
import { build, ensureDependencies, root, runInForeground } from './lib.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(
    `! Node.js ${process.versions.node} is too old: use Node.js 22 or 24 LTS (20.19 or later still works).`,
  );
  process.exit(1);
}

ensureDependencies();
build();

runInForeground(process.execPath, [join(root, 'ops', 'dist', 'main.js')]);
