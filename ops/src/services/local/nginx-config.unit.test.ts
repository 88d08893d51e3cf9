import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from './addresses.js';
import { renderLocalNginxConfig } from './nginx-config.js';

const serverBlock = readFileSync(join(repositoryRoot, 'ops/nginx/default.conf'), 'utf8');
const ports = {
  identity: 4001,
  projections: 4002,
  'command-api': 4003,
  'query-api-1': 4004,
  'query-api-2': 4005,
};

describe('the local proxy configuration', () => {
  it("given compose's server block, then every upstream server points at the service's loopback port and the proxy listens on loopback", () => {
    const config = renderLocalNginxConfig({ serverBlock, port: 8123, ports, runDir: '/run/here' });
    expect(config).toMatch(
      /upstream query_api \{\s*server 127\.0\.0\.1:4004;\s*server 127\.0\.0\.1:4005;\s*\}/,
    );
    expect(config).toMatch(/upstream command_api \{\s*server 127\.0\.0\.1:4003;\s*\}/);
    expect(config).toMatch(/upstream identity \{\s*server 127\.0\.0\.1:4001;\s*\}/);
    expect(config).toContain('listen 127.0.0.1:8123;');
    expect(config).not.toMatch(/:3000;|listen 80;/);
    expect(config).toContain('pid /run/here/nginx.pid;');
    // The routes themselves are compose's, unchanged.
    expect(config).toContain(
      serverBlock
        .slice(serverBlock.indexOf('map $request_method'))
        .replace('listen 80;', 'listen 127.0.0.1:8123;'),
    );
  });

  it('given a block naming a service the topology does not have, or leaving one out, then it is refused', () => {
    const unknown = serverBlock.replace('server command-api:3000;', 'server command-api-9:3000;');
    expect(() => renderLocalNginxConfig({ serverBlock: unknown, port: 8123, ports, runDir: '/r' })).toThrow(
      /names "command-api-9", which is not an application service/,
    );
    const missing = serverBlock.replace(/\s*server query-api-2:3000;/, '');
    expect(() => renderLocalNginxConfig({ serverBlock: missing, port: 8123, ports, runDir: '/r' })).toThrow(
      /no upstream server for query-api-2/,
    );
  });
});
