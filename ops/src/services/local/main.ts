// `npm run start:services`: the distributed profile without Docker (scripts/start-services.mjs builds, then runs
// this). PROXY_PORT (default 8080) is the one origin; DATA_DIR (default ./data-services) the shared data folder.
import { readDemoSignIns } from '../../demo/sign-ins.js';
import { startLocalServices } from './start-services.js';

const proxyPort = Number(process.env.PROXY_PORT ?? 8080);
if (!Number.isInteger(proxyPort) || proxyPort < 1 || proxyPort > 65_535) {
  console.error(`PROXY_PORT must be a port number (1-65535), not "${process.env.PROXY_PORT}"`);
  process.exit(1);
}
const dataDir = process.env.DATA_DIR ?? './data-services';

let services: Awaited<ReturnType<typeof startLocalServices>> | undefined;
let stopping = false;
const stopAll = async (reason: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n  ${reason}: stopping every service...`);
  await services?.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stopAll('SIGINT'));
process.on('SIGTERM', () => void stopAll('SIGTERM'));
// npm's `sh -c` does not pass SIGTERM on: if the parent goes, the services go too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void stopAll('parent gone');
}, 500).unref();

try {
  services = await startLocalServices({
    proxyPort,
    dataDir,
    ...(process.env.PUBLIC_URL ? { publicUrl: process.env.PUBLIC_URL } : {}),
  });
} catch (error) {
  console.error(`the services could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
if (stopping) await new Promise(() => {});

const url = services.publicUrl;
const ports = Object.entries(services.ports)
  .map(([name, port]) => `${name} ${port}`)
  .join(', ');
console.log(
  [
    '',
    `  問題集 is running as separate services behind nginx: ${url}`,
    `  API reference:        ${url}/api/docs`,
    `  Data folder:          ${dataDir}`,
    `  Loopback ports:       ${ports}`,
    `  Operator API token:   ${services.adminToken}`,
    ...readDemoSignIns(dataDir).map(
      (demo) =>
        `${`  Demo ${demo.role}:`.padEnd(24)}${demo.username} / ${demo.password}  (e-mail ${demo.email})`,
    ),
    '  Ctrl-C stops them all.',
    '',
  ].join('\n'),
);
