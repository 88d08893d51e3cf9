import { TAG_TYPES } from '../../shared/api/api';

/** docs/contracts.md: the `invalidate` notification the projections publish after a commit. */
export type TagType = (typeof TAG_TYPES)[number];
export type InvalidationTag = { type: TagType; id?: string };
export type Invalidation = { tags: InvalidationTag[]; position: number };

const isTagType = (value: unknown): value is TagType => TAG_TYPES.includes(value as TagType);

/**
 * Reads an `invalidate` payload defensively: unknown tag types are dropped (a newer server may
 * send tags this client has no cache for), a missing position reads as 0.
 */
export function parseInvalidation(payload: unknown): Invalidation {
  const body = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<string, unknown>;
  const rawTags = Array.isArray(body.tags) ? body.tags : [];
  const tags: InvalidationTag[] = [];
  for (const raw of rawTags) {
    if (typeof raw !== 'object' || raw === null) continue;
    const { type, id } = raw as { type?: unknown; id?: unknown };
    if (!isTagType(type)) continue;
    tags.push(typeof id === 'string' && id !== '' ? { type, id } : { type });
  }
  const position = typeof body.position === 'number' && Number.isFinite(body.position) ? body.position : 0;
  return { tags, position };
}

/**
 * Tag types whose list query cannot name an item it has not seen yet: the profile's stats list provides only the
 * sets it holds, so a learner's first answer in a new set (from another device) would not refetch it (issue 22).
 * An invalidation of one of their items also invalidates their LIST.
 */
const LISTS_FOLLOWING_ITEMS: readonly TagType[] = ['Progress'];

export function withFollowingLists(tags: readonly InvalidationTag[]): InvalidationTag[] {
  const lists = new Set(
    tags.filter((tag) => tag.id && LISTS_FOLLOWING_ITEMS.includes(tag.type)).map((tag) => tag.type),
  );
  const missing = [...lists].filter((type) => !tags.some((tag) => tag.type === type && tag.id === 'LIST'));
  return [...tags, ...missing.map((type) => ({ type, id: 'LIST' }))];
}
