import type { FindOptions } from '../port.js';
import { fieldReference } from './field-reference.js';

/** ORDER BY the requested fields, then by id so that pages are stable; LIMIT/OFFSET for paging. */
export const findOptionsToSql = (options: FindOptions = {}): { sql: string; params: number[] } => {
  const order = (options.sort ?? [])
    .map(([field, direction]) => `${fieldReference(field).value} ${direction === -1 ? 'DESC' : 'ASC'}`)
    .concat('d.id ASC')
    .join(', ');
  const skip = Math.max(0, Math.trunc(options.skip ?? 0));
  const limit = options.limit === undefined ? -1 : Math.max(0, Math.trunc(options.limit));
  return { sql: ` ORDER BY ${order} LIMIT ? OFFSET ?`, params: [limit, skip] };
};
