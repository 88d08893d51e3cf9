/** docs/contracts.md: the `invalidate` notification the projections publish after a commit. */
export const TAG_TYPES = [
  'QuestionSet',
  'Category',
  'Featured',
  'HomeContent',
  'User',
  'Me',
  'Progress',
  'WrongAnswer',
  'Access',
  'Purchase',
  'RedeemCode',
] as const;
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
