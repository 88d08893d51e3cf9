// `npm run start:services`: the distributed profile of docker-compose.yml without Docker (ops/src/services/local):
// redis-server, identity, projections, command-api, two query-api nodes and nginx on one origin. Needs Debian's
// redis-server and nginx (installed here when run as root). PROXY_PORT (8080), DATA_DIR (./data-services).
import { join } from 'node:path';
import { build, ensureDependencies, ensureSystemPackages, root, runInForeground } from './lib.mjs';

ensureSystemPackages(['redis-server', 'nginx']);
ensureDependencies();
build();

runInForeground(process.execPath, [join(root, 'ops', 'dist', 'services', 'local', 'main.js')]);
