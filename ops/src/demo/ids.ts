import { createHash } from 'node:crypto';

/**
 * Stable UUIDs (version-5 layout) derived from a name, so seeding the demo content twice creates nothing twice:
 * the second CreateQuestionSet meets an existing stream and is skipped.
 */
export function nameBasedUuid(name: string): string {
  const hex = createHash('sha1').update(`exam-bank-demo:${name}`).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}
