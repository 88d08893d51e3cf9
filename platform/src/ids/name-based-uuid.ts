import { createHash } from 'node:crypto';

/**
 * A stable UUID (version-5 layout) derived from a namespace and a name: the same input always gives the same id, so
 * work done again (a re-seeded demo, a retried import job) meets its own earlier ids and creates nothing twice.
 */
export function nameBasedUuid(namespace: string, name: string): string {
  const hex = createHash('sha1').update(`${namespace}:${name}`).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}
