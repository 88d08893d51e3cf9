import { appServices, CONTAINER_PORT } from '../topology.js';

export type LocalNginxSettings = {
  /** ops/nginx/default.conf, the server block docker-compose.yml mounts into its proxy. */
  serverBlock: string;
  /** Where the proxy listens: 127.0.0.1:<port>. */
  port: number;
  /** The loopback port of every application service, by its topology name. */
  ports: Record<string, number>;
  /** A folder nginx may write to (pid file, request bodies, proxy buffers). */
  runDir: string;
};

/**
 * The proxy of docker-compose.yml for local processes: the same server block, with each `server <name>:3000;`
 * pointed at that service's loopback port and `listen 80;` at the chosen port, wrapped in the few top-level
 * settings nginx needs to run unprivileged in the foreground. Anything the block names that the topology does
 * not know (or the other way round) is refused, so the two cannot drift apart silently.
 */
export const renderLocalNginxConfig = ({ serverBlock, port, ports, runDir }: LocalNginxSettings): string => {
  const named = new Set<string>();
  let block = serverBlock.replace(/server ([a-z0-9-]+):(\d+);/g, (_, name: string, containerPort: string) => {
    const local = ports[name];
    if (!appServices.some((service) => service.name === name) || local === undefined)
      throw new Error(`ops/nginx/default.conf names "${name}", which is not an application service`);
    if (Number(containerPort) !== CONTAINER_PORT)
      throw new Error(`ops/nginx/default.conf sends to ${name}:${containerPort}, not port ${CONTAINER_PORT}`);
    named.add(name);
    return `server 127.0.0.1:${local};`;
  });
  const unrouted = appServices.filter((service) => service.upstream && !named.has(service.name));
  if (unrouted.length > 0)
    throw new Error(
      `ops/nginx/default.conf has no upstream server for ${unrouted.map((s) => s.name).join(', ')}`,
    );
  if (!/^\s*listen 80;$/m.test(block)) throw new Error('ops/nginx/default.conf no longer says `listen 80;`');
  block = block.replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${runDir}/nginx.pid;`,
    'error_log stderr warn;',
    'events { worker_connections 1024; }',
    'http {',
    '  access_log off;',
    `  client_body_temp_path ${runDir}/client-body;`,
    `  proxy_temp_path ${runDir}/proxy;`,
    `  fastcgi_temp_path ${runDir}/fastcgi;`,
    `  uwsgi_temp_path ${runDir}/uwsgi;`,
    `  scgi_temp_path ${runDir}/scgi;`,
    block,
    '}',
    '',
  ].join('\n');
};
